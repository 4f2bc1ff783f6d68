import { sql } from 'kysely';
import type { AnyDb } from '../db/read-model-db.ts';
import type { DailyMetric } from './statistics.projection.ts';

const day = 24 * 60 * 60_000;
// A user session's absolute lifetime (sessionLifetimes in api/identity/sessions.ts, which this layer cannot import).
const sessionLifetimeForUsersMs = 30 * day;

/** SPEC "date,count" rows of one metric, oldest first. */
export async function dailyCounts(db: AnyDb, metric: DailyMetric): Promise<{ date: string; count: number }[]> {
  const rows = await sql<{ date: string; count: string }>`SELECT to_char(day, 'YYYY-MM-DD') AS date, count
    FROM stats_daily WHERE metric = ${metric} ORDER BY day`.execute(db);
  return rows.rows.map((row) => ({ date: row.date, count: Number(row.count) }));
}

/** Registrations (`signup`) or distinct users logged in (`login`) in the last 24 h, by the state of their dealer. */
export async function byStateLastDay(
  db: AnyDb,
  kind: 'signup' | 'login',
  now: number,
): Promise<{ state: string; count: number }[]> {
  const rows = await sql<{ state: string; count: string }>`SELECT state, count(DISTINCT account_id) AS count
    FROM stats_activity WHERE kind = ${kind} AND at > ${now - day} AND state IS NOT NULL
    GROUP BY state ORDER BY count DESC, state`.execute(db);
  return rows.rows.map((row) => ({ state: row.state, count: Number(row.count) }));
}

/**
 * Users with a session that was opened, not closed (logout, password reset, deletion) and is
 * within the user session's absolute lifetime. Idle expiry leaves no event, so it is not seen here.
 */
export async function currentlyLoggedIn(db: AnyDb, now: number): Promise<number> {
  const rows = await sql<{ count: string }>`SELECT count(DISTINCT account_id) AS count FROM stats_open_sessions
    WHERE opened_at > ${now - sessionLifetimeForUsersMs}`.execute(db);
  return Number(rows.rows[0]?.count ?? 0);
}
