import { randomUUID } from 'node:crypto';
import type { Role } from '../../events/identity/identity.events.ts';
import type { AnyDb } from '../../projections/db/read-model-db.ts';
import { tablesOf } from '../../projections/db/read-model-db.ts';
import type { IdentityTables } from './identity-tables.ts';
import { randomToken, sha256 } from './secrets.ts';

export type Session = { readonly accountId: string; readonly role: Role; readonly sessionId: string };

const sessions = (db: AnyDb) => tablesOf<IdentityTables>(db);

/** Tokens are random and only their hash is stored: a leaked table opens no session. */
export function newSession(): { token: string; sessionId: string } {
  return { token: randomToken(), sessionId: randomUUID() };
}

export async function saveSession(db: AnyDb, token: string, session: Session, now: number): Promise<void> {
  await sessions(db)
    .insertInto('sessions')
    .values({
      token_hash: sha256(token),
      session_id: session.sessionId,
      account_id: session.accountId,
      role: session.role,
      created_at: String(now),
      revoked_at: null,
    })
    .execute();
}

export async function resolveSession(db: AnyDb, token: string): Promise<Session | undefined> {
  const row = await sessions(db)
    .selectFrom('sessions')
    .select(['account_id', 'role', 'session_id'])
    .where('token_hash', '=', sha256(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row ? { accountId: row.account_id, role: row.role as Role, sessionId: row.session_id } : undefined;
}

export async function revokeSession(db: AnyDb, token: string, now: number): Promise<void> {
  await sessions(db)
    .updateTable('sessions')
    .set({ revoked_at: String(now) })
    .where('token_hash', '=', sha256(token))
    .execute();
}

/** On a password reset and when an account enters the deletion queue. */
export async function revokeAllSessions(db: AnyDb, accountId: string, now: number): Promise<void> {
  await sessions(db)
    .updateTable('sessions')
    .set({ revoked_at: String(now) })
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .execute();
}
