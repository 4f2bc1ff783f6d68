import { randomUUID } from 'node:crypto';
import type { CommandMetadata } from '../../events/command/decider.ts';
import { DomainError } from '../../events/command/decider.ts';
import type { CodePurpose, Role } from '../../events/identity/identity.events.ts';
import type { UserView } from '../../events/schemas/accounts.ts';
import { messages } from '../../events/schemas/messages.ts';
import { findAccount } from '../../projections/accounts/accounts.projection.ts';
import { consumeCode, issueCode } from '../identity/one-time-codes.ts';
import { newSession, revokeSession, type Session, saveSession } from '../identity/sessions.ts';
import { codeMail } from '../mail/templates.ts';
import type { Services } from '../services.ts';
import { onUser, viewAfter } from './accounts.ts';

export const invalidCode = () => new DomainError('account.invalid-code', messages.errors.otpInvalid, 400);

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

/** The e-mail a code goes to when only the account id is known (resend). */
export async function emailOf(services: Services, accountId: string): Promise<string> {
  const account = await findAccount(services.db, accountId);
  if (!account) throw new DomainError('account.not-found', 'La cuenta no existe.', 404);
  return account.email;
}

/** Opens a session of `role`: the decider refuses roles the account does not hold. */
export async function openSession(
  services: Services,
  accountId: string,
  role: Role,
  metadata: CommandMetadata,
): Promise<{ token: string; user: UserView }> {
  const { token, sessionId } = newSession();
  const result = await onUser(services, accountId, { type: 'LogIn', data: { sessionId, role }, metadata });
  await saveSession(services.db, token, { accountId, role, sessionId }, metadata.now);
  return { token, user: await viewAfter(services, accountId, result) };
}

/** A right code opens the session; a wrong, expired or exhausted one answers the same SPEC message. */
export async function verifyCodeAndOpenSession(
  services: Services,
  accountId: string,
  otp: string,
  role: Role,
  metadata: CommandMetadata,
) {
  if (!(await consumeCode(services.db, accountId, otp, metadata.now))) throw invalidCode();
  return openSession(services, accountId, role, metadata);
}

export const newAccountId = () => randomUUID();

/** Logout: records it and revokes the token at once. */
export async function closeSession(
  services: Services,
  session: Session & { token: string },
  metadata: CommandMetadata,
): Promise<void> {
  await onUser(services, session.accountId, { type: 'LogOut', data: { sessionId: session.sessionId }, metadata });
  await revokeSession(services.db, session.token, metadata.now);
}
