import type { CommandMetadata } from '../../events/command/decider.ts';
import { DomainError } from '../../events/command/decider.ts';
import type { CodePurpose } from '../../events/identity/identity.events.ts';
import { assertCodeFlowOpen } from '../../events/identity/user.decider.ts';
import type { UserState } from '../../events/identity/user.state.ts';
import { findAccount } from '../../projections/accounts/accounts.projection.ts';
import { type CodeBinding, consumeCode, issueCode } from '../identity/one-time-codes.ts';
import { codeMail } from '../mail/templates.ts';
import type { Services } from '../services.ts';
import { onUser, userState } from './accounts.ts';
import { codeAlreadySent, codeSent, invalidCode } from './answers.ts';

/** Records that a code went out (the decider holds the lock, the daily cap and the 60 s rule), then mails it. */
export async function sendCode(
  services: Services,
  accountId: string,
  email: string,
  binding: CodeBinding,
  metadata: CommandMetadata,
): Promise<void> {
  await onUser(services, accountId, { type: 'IssueCode', data: { purpose: binding.purpose }, metadata });
  await mailFreshCode(services, accountId, email, binding);
}

export async function mailFreshCode(
  services: Services,
  accountId: string,
  email: string,
  binding: CodeBinding,
): Promise<void> {
  const code = await issueCode(services.db, accountId, binding, services.clock.now());
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

const bindingOf = (state: UserState, purpose: CodePurpose): CodeBinding | undefined => {
  if (state.status !== 'active') return undefined;
  if (purpose === 'voting') return { purpose, role: 'voter' };
  return { purpose, role: purpose === 'signup' ? 'user' : state.role };
};

/** A new code of the kind still out (a login code only ever follows a right password); nothing when none is. */
export async function resendCode(services: Services, accountId: string, metadata: CommandMetadata): Promise<void> {
  const state = await userState(services, accountId);
  assertCodeFlowOpen(state, metadata.now);
  const purpose = state.status === 'active' ? state.liveCodePurpose : undefined;
  const binding = purpose && bindingOf(state, purpose);
  const account = binding && (await findAccount(services.db, accountId));
  if (binding && account) await sendCode(services, accountId, account.email, binding, metadata);
}

// A right code for another purpose or role is a wrong code; every wrong code counts against the
// account, and the fifth closes its code flow (see the user decider).
export async function verifyCode(
  services: Services,
  accountId: string,
  otp: string,
  binding: CodeBinding,
  metadata: CommandMetadata,
): Promise<void> {
  const state = await userState(services, accountId);
  if (state.status !== 'active') throw invalidCode();
  assertCodeFlowOpen(state, metadata.now);
  if (await consumeCode(services.db, accountId, binding, otp, metadata.now)) return;
  await onUser(services, accountId, { type: 'RecordWrongCode', data: { purpose: binding.purpose }, metadata });
  throw invalidCode();
}
