import type { CommandMetadata } from '../../events/command/decider.ts';
import type { Role } from '../../events/identity/identity.events.ts';
import type { UserView } from '../../events/schemas/accounts.ts';
import { assertNotDeleted } from '../admin/deletion/assert-not-deleted.ts';
import { newSession, revokeAllSessions, revokeSession, type Session, saveSession } from '../identity/sessions.ts';
import type { Services } from '../services.ts';
import { onUser, viewAfter } from './accounts.ts';

/** Opens a session of `role`: the decider refuses roles the account does not hold. */
export async function openSession(
  services: Services,
  accountId: string,
  role: Role,
  metadata: CommandMetadata,
): Promise<{ token: string; user: UserView }> {
  await assertNotDeleted(services, accountId);
  const { token, sessionId } = newSession();
  const result = await onUser(services, accountId, { type: 'LogIn', data: { sessionId, role }, metadata });
  await saveSession(services.db, token, { accountId, role, sessionId }, metadata.now);
  return { token, user: await viewAfter(services, accountId, result) };
}

/** Logout: records it, revokes the token and takes its sockets out of staff rooms at once. */
export async function closeSession(
  services: Services,
  session: Session & { token: string },
  metadata: CommandMetadata,
): Promise<void> {
  await onUser(services, session.accountId, { type: 'LogOut', data: { sessionId: session.sessionId }, metadata });
  await revokeSession(services.db, session.token, metadata.now);
  services.sessionEnds.end([session.sessionId]);
}

/** Every open session of the account ends (password reset, deletion). */
export async function closeAllSessions(services: Services, accountId: string, now: number): Promise<void> {
  services.sessionEnds.end(await revokeAllSessions(services.db, accountId, now));
}
