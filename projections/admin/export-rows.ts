import { sql } from 'kysely';
import type { AnyDb } from '../db/read-model-db.ts';

// The CSV exports read the read models a page at a time (keyset on the sort key), so a file of any
// size is written while at most one page is held in memory.
const pageSize = 2000;

type UserRow = {
  account_id: string;
  first_name: string;
  last_name: string;
  email: string;
  mobile_number: string;
  distributor: string | null;
  dealer_state: string | null;
  created_at: string;
  is_verified: boolean;
  last_login_at: string | null;
};

/** Users who registered between the dates, oldest first. */
export async function* registeredUsers(db: AnyDb, from: number, to: number): AsyncGenerator<UserRow[]> {
  let after = { at: String(from - 1), id: '' };
  for (;;) {
    const page = await sql<UserRow>`SELECT account_id, first_name, last_name, email, mobile_number, distributor,
        dealer_state, created_at, is_verified, last_login_at
      FROM accounts
      WHERE role = 'user' AND created_at <= ${to} AND (created_at, account_id) > (${after.at}::bigint, ${after.id})
      ORDER BY created_at, account_id LIMIT ${pageSize}`.execute(db);
    if (page.rows.length === 0) return;
    yield page.rows;
    const last = page.rows.at(-1)!;
    after = { at: last.created_at, id: last.account_id };
  }
}

type SessionRow = {
  position: string;
  account_id: string;
  at: string;
  state: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
};

/** User logins between the dates (one row each), oldest first. */
export async function* loginSessions(db: AnyDb, from: number, to: number): AsyncGenerator<SessionRow[]> {
  let after = { at: String(from - 1), position: '0' };
  for (;;) {
    const page =
      await sql<SessionRow>`SELECT s.position, s.account_id, s.at, s.state, a.first_name, a.last_name, a.email
      FROM stats_activity s LEFT JOIN accounts a ON a.account_id = s.account_id
      WHERE s.kind = 'login' AND s.at <= ${to} AND (s.at, s.position) > (${after.at}::bigint, ${after.position}::bigint)
      ORDER BY s.at, s.position LIMIT ${pageSize}`.execute(db);
    if (page.rows.length === 0) return;
    yield page.rows;
    const last = page.rows.at(-1)!;
    after = { at: last.at, position: last.position };
  }
}
