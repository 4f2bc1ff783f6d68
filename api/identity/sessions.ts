import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Role } from '../../events/identity/identity.events.ts';
import type { AnyDb } from '../../projections/db/read-model-db.ts';
import { tablesOf } from '../../projections/db/read-model-db.ts';
import type { IdentityTables } from './identity-tables.ts';
import { randomToken, sha256 } from './secrets.ts';

export type Session = { readonly accountId: string; readonly role: Role; readonly sessionId: string };

const hour = 60 * 60_000;
const day = 24 * hour;

/** How long a session lives at most, and without being used: shorter for staff. */
export const sessionLifetimes = {
  user: { absoluteMs: 30 * day, idleMs: 7 * day },
  staff: { absoluteMs: 12 * hour, idleMs: hour },
} as const;

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
      last_seen_at: String(now),
      revoked_at: null,
    })
    .execute();
}

const isStaff = sql`role IN ('admin', 'moderator')`;
const lifetime = (limit: 'absoluteMs' | 'idleMs') =>
  sql<number>`CASE WHEN ${isStaff} THEN ${sessionLifetimes.staff[limit]}::bigint ELSE ${sessionLifetimes.user[limit]}::bigint END`;

/**
 * The open session of this token, if it is neither revoked nor past its absolute or idle limit.
 * A request through the API (`touch`) counts as use; a socket re-checking its rooms does not.
 */
export async function resolveSession(
  db: AnyDb,
  token: string,
  now: number,
  options: { touch: boolean } = { touch: true },
): Promise<Session | undefined> {
  const live = sql<boolean>`revoked_at IS NULL
    AND created_at > ${now}::bigint - ${lifetime('absoluteMs')}
    AND last_seen_at > ${now}::bigint - ${lifetime('idleMs')}`;
  const row = options.touch
    ? await sessions(db)
        .updateTable('sessions')
        .set({ last_seen_at: String(now) })
        .where('token_hash', '=', sha256(token))
        .where(live)
        .returning(['account_id', 'role', 'session_id'])
        .executeTakeFirst()
    : await sessions(db)
        .selectFrom('sessions')
        .select(['account_id', 'role', 'session_id'])
        .where('token_hash', '=', sha256(token))
        .where(live)
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

/** On a password reset and when an account enters the deletion queue: the ids of the sessions it ended. */
export async function revokeAllSessions(db: AnyDb, accountId: string, now: number): Promise<string[]> {
  const ended = await sessions(db)
    .updateTable('sessions')
    .set({ revoked_at: String(now) })
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .returning('session_id')
    .execute();
  return ended.map((row) => row.session_id);
}
