import { sql } from 'kysely';
import type { LoggedIn, LoggedOut, PasswordChanged, UserRegistered } from '../../events/identity/identity.events.ts';
import type { RecordedEvent } from '../../events/store/event-store.ts';
import type { VoteEvent } from '../../events/vote/vote.events.ts';
import type { AnyTransaction } from '../db/read-model-db.ts';
import type { Projection } from '../projection.ts';

// The admin's figures, all from events so a replay rebuilds them exactly: per-day counts, the
// state (from the chosen dealer) of each registration and login for the map, the open sessions,
// and the likes each design gets per day. Days are Mexico City days (UTC-6, no daylight saving
// since 2022), fixed so that a rebuild on any machine puts an event on the same day.
export const mexicoOffsetMs = 6 * 60 * 60_000;
export const mexicoDay = (at: number) => new Date(at - mexicoOffsetMs).toISOString().slice(0, 10);

export type DailyMetric = 'registrations' | 'logins' | 'designs_generated' | 'submissions' | 'votes';

const accountOf = (event: RecordedEvent) => event.streamId.slice('user-'.length);

// A batch's per-day counts are summed in memory and written in one statement: votes come by the
// thousand, and a statement per event would keep this projector's transaction (and with it the
// log's readable horizon for every reader) open for the whole batch.
type DayCounts = Map<string, number>;

function countDay(counts: DayCounts, metric: DailyMetric, at: number, by = 1) {
  const key = `${mexicoDay(at)}|${metric}`;
  counts.set(key, (counts.get(key) ?? 0) + by);
}

async function writeDayCounts(trx: AnyTransaction, counts: DayCounts) {
  const changed = [...counts].filter(([, by]) => by !== 0).map(([key, by]) => [...key.split('|'), by] as const);
  if (changed.length === 0) return;
  await sql`INSERT INTO stats_daily (day, metric, count)
    SELECT * FROM unnest(${changed.map(([day]) => day)}::date[], ${changed.map(([, metric]) => metric)}::text[],
      ${changed.map(([, , by]) => by)}::bigint[])
    ON CONFLICT (day, metric) DO UPDATE SET count = stats_daily.count + excluded.count`.execute(trx);
}

async function applyUserEvent(trx: AnyTransaction, event: RecordedEvent, counts: DayCounts) {
  const accountId = accountOf(event);
  switch (event.type) {
    case 'UserRegistered': {
      const { state, at } = (event as unknown as UserRegistered).data;
      await sql`INSERT INTO stats_account_state (account_id, state) VALUES (${accountId}, ${state})
        ON CONFLICT (account_id) DO UPDATE SET state = excluded.state`.execute(trx);
      await sql`INSERT INTO stats_activity (position, account_id, kind, at, state)
        VALUES (${event.globalPosition}, ${accountId}, 'signup', ${at}, ${state}) ON CONFLICT DO NOTHING`.execute(trx);
      return countDay(counts, 'registrations', at);
    }
    case 'LoggedIn': {
      const { sessionId, role, at } = (event as unknown as LoggedIn).data;
      if (role !== 'user') return;
      await sql`INSERT INTO stats_activity (position, account_id, kind, at, state)
        SELECT ${event.globalPosition}, ${accountId}, 'login', ${at},
          (SELECT state FROM stats_account_state WHERE account_id = ${accountId})
        ON CONFLICT DO NOTHING`.execute(trx);
      await sql`INSERT INTO stats_open_sessions (session_id, account_id, opened_at) VALUES (${sessionId}, ${accountId}, ${at})
        ON CONFLICT DO NOTHING`.execute(trx);
      return countDay(counts, 'logins', at);
    }
    case 'LoggedOut':
      await sql`DELETE FROM stats_open_sessions WHERE session_id = ${(event as unknown as LoggedOut).data.sessionId}`.execute(
        trx,
      );
      return;
    case 'PasswordChanged':
      // A reset ends every session of the account.
      if ((event as unknown as PasswordChanged).data.reason === 'reset') await closeSessionsOf(trx, accountId);
      return;
  }
}

const closeSessionsOf = (trx: AnyTransaction, accountId: string) =>
  sql`DELETE FROM stats_open_sessions WHERE account_id = ${accountId}`.execute(trx);

async function applyEvent(trx: AnyTransaction, event: RecordedEvent, counts: DayCounts) {
  if (event.streamId.startsWith('user-')) return applyUserEvent(trx, event, counts);
  switch (event.type) {
    case 'DesignSaved':
      return countDay(counts, 'designs_generated', (event.data as { at: number }).at);
    case 'DesignSubmitted':
      return countDay(counts, 'submissions', (event.data as { at: number }).at);
    case 'VoteCast':
    case 'VoteWithdrawn':
      return countDay(counts, 'votes', (event as unknown as VoteEvent).data.at, event.type === 'VoteCast' ? 1 : -1);
    case 'DeletionExecuted':
      return closeSessionsOf(trx, (event.data as { accountId: string }).accountId);
  }
}

export const statisticsProjection: Projection = {
  name: 'admin_statistics',
  tables: ['stats_daily', 'stats_account_state', 'stats_activity', 'stats_open_sessions'],
  async createTables(db) {
    await sql`CREATE TABLE IF NOT EXISTS stats_daily (
      day date NOT NULL, metric text NOT NULL, count bigint NOT NULL, PRIMARY KEY (day, metric))`.execute(db);
    await sql`CREATE TABLE IF NOT EXISTS stats_account_state (account_id text PRIMARY KEY, state text NOT NULL)`.execute(
      db,
    );
    await sql`CREATE TABLE IF NOT EXISTS stats_activity (
      position bigint PRIMARY KEY, account_id text NOT NULL, kind text NOT NULL, at bigint NOT NULL, state text)`.execute(
      db,
    );
    await sql`CREATE INDEX IF NOT EXISTS stats_activity_recent ON stats_activity (kind, at, position)`.execute(db);
    await sql`CREATE TABLE IF NOT EXISTS stats_open_sessions (
      session_id text PRIMARY KEY, account_id text NOT NULL, opened_at bigint NOT NULL)`.execute(db);
    await sql`CREATE INDEX IF NOT EXISTS stats_open_sessions_account ON stats_open_sessions (account_id)`.execute(db);
  },
  async apply(trx, events) {
    const counts: DayCounts = new Map();
    for (const event of events) await applyEvent(trx, event, counts);
    await writeDayCounts(trx, counts);
    return [];
  },
};
