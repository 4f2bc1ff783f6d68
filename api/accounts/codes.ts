import type { CommandMetadata } from '../../events/command/decider.ts';
import { DomainError } from '../../events/command/decider.ts';
import { identityErrors } from '../../events/identity/identity.errors.ts';
import type { CodePurpose } from '../../events/identity/identity.events.ts';
import { findAccount } from '../../projections/accounts/accounts.projection.ts';
import { consumeCode, issueCode } from '../identity/one-time-codes.ts';
import { codeMail } from '../mail/templates.ts';
import type { Services } from '../services.ts';
import { onUser } from './accounts.ts';
import { codeAlreadySent, codeSent, invalidCode } from './answers.ts';

/** Records that a code went out (the decider holds the 60 s rule), then makes and mails it. */
export async function sendCode(
  services: Services,
  accountId: string,
  email: string,
  purpose: CodePurpose,
  metadata: CommandMetadata,
): Promise<void> {
  await onUser(services, accountId, { type: 'IssueCode', data: { purpose }, metadata });
  await mailFreshCode(services, accountId, email);
}

export async function mailFreshCode(services: Services, accountId: string, email: string): Promise<void> {
  const code = await issueCode(services.db, accountId, services.clock.now());
  await services.mailer.send(codeMail(email, code));
}

/** A sign-in that comes back within 60 s of the last code keeps using that code instead of failing. */
export async function answerCodeRequest(issueAndMail: () => Promise<void>): Promise<string> {
  try {
    await issueAndMail();
    return codeSent;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'account.resend-too-soon') return codeAlreadySent;
    throw error;
  }
}

/** The e-mail a code goes to when only the account id is known (resend). */
export async function emailOf(services: Services, accountId: string): Promise<string> {
  const account = await findAccount(services.db, accountId);
  if (!account) throw identityErrors.notFound();
  return account.email;
}

/** A wrong, expired or exhausted code answers the same SPEC message. */
export async function verifyCode(services: Services, accountId: string, otp: string, now: number): Promise<void> {
  if (!(await consumeCode(services.db, accountId, otp, now))) throw invalidCode();
}
