import { sql } from 'kysely';
import type { ContestEvent } from '../../events/contest/contest.events.ts';
import type { DesignEvent } from '../../events/design/design.events.ts';
import type { RecordedEvent } from '../../events/store/event-store.ts';
import type { VoteEvent } from '../../events/vote/vote.events.ts';
import type { AnyTransaction } from '../db/read-model-db.ts';
import type { Projection, Push } from '../projection.ts';
import { leaderboardPushes } from './leaderboard-pushes.ts';
import { contestDay, tables } from './leaderboard-tables.ts';

const handled = new Set<string>([
  'DesignSubmittedForReview',
  'DesignReviewed',
  'VoteCast',
  'VoteWithdrawn',
  'ContestScheduled',
  'ContestRescheduled',
] satisfies (DesignEvent | VoteEvent | ContestEvent)['type'][]);

type Relevant = RecordedEvent & (DesignEvent | VoteEvent | ContestEvent);

// Votes arrive by the thousand: a batch's likes are summed per design (and per day) and written in one statement each.
async function addVotes(trx: AnyTransaction, deltas: Map<string, number>): Promise<void> {
  const changed = [...deltas].filter(([, delta]) => delta !== 0);
  if (changed.length === 0) return;
  await sql`UPDATE leaderboard_designs d SET votes = d.votes + c.delta
    FROM unnest(${changed.map(([id]) => id)}::text[], ${changed.map(([, delta]) => delta)}::int[]) AS c(design_id, delta)
    WHERE d.design_id = c.design_id`.execute(trx);
}

async function addDailyVotes(trx: AnyTransaction, deltas: Map<string, number>): Promise<void> {
  const changed = [...deltas].filter(([, delta]) => delta !== 0).map(([key, delta]) => [...key.split('|'), delta]);
  if (changed.length === 0) return;
  await sql`INSERT INTO leaderboard_daily AS t (design_id, day, votes)
    SELECT * FROM unnest(${changed.map(([id]) => id)}::text[], ${changed.map(([, day]) => day)}::text[],
      ${changed.map(([, , delta]) => delta)}::int[])
    ON CONFLICT (design_id, day) DO UPDATE SET votes = t.votes + excluded.votes`.execute(trx);
  // A day that nets to nothing keeps no row, however its likes were split into batches (rebuilds equal the original).
  await sql`DELETE FROM leaderboard_daily WHERE votes = 0 AND design_id = ANY(${changed.map(([id]) => id)}::text[])`.execute(
    trx,
  );
}

async function applyDesignOrContest(trx: AnyTransaction, event: Relevant): Promise<void> {
  switch (event.type) {
    case 'DesignSubmittedForReview': {
      const { designId, userId, name, thumbnail, at } = event.data;
      // A design handed back (RETRY) and submitted again keeps its first submission time.
      await tables(trx)
        .insertInto('leaderboard_designs')
        .values({
          design_id: designId,
          user_id: userId,
          design_name: name,
          thumbnail,
          submitted_at: String(at),
          status: 'PENDING',
          votes: 0,
        })
        .onConflict((oc) => oc.column('design_id').doUpdateSet({ design_name: name, thumbnail, status: 'PENDING' }))
        .execute();
      return;
    }
    case 'DesignReviewed':
      await tables(trx)
        .updateTable('leaderboard_designs')
        .set({ status: event.data.status })
        .where('design_id', '=', event.data.designId)
        .execute();
      return;
    case 'ContestScheduled':
    case 'ContestRescheduled': {
      const row = {
        event_id: event.data.eventId,
        reveal_votes: event.data.revealVotes,
        updated_at: String(event.data.at),
      };
      await tables(trx)
        .insertInto('leaderboard_contest')
        .values(row)
        .onConflict((oc) => oc.column('event_id').doUpdateSet(row))
        .execute();
      return;
    }
    default:
      return;
  }
}

/** Likes per design (an active like is a VoteCast not followed by its VoteWithdrawn) and each design's standing. */
export const leaderboardProjection: Projection = {
  name: 'leaderboard',
  tables: ['leaderboard_designs', 'leaderboard_daily', 'leaderboard_contest'],
  async createTables(db) {
    await sql`CREATE TABLE IF NOT EXISTS leaderboard_designs (
      design_id text PRIMARY KEY,
      user_id text NOT NULL,
      design_name text NOT NULL,
      thumbnail text NOT NULL,
      submitted_at bigint NOT NULL,
      status text NOT NULL,
      votes integer NOT NULL DEFAULT 0
    )`.execute(db);
    await sql`CREATE INDEX IF NOT EXISTS leaderboard_designs_standing
      ON leaderboard_designs (votes DESC, submitted_at, design_id) WHERE status = 'VERIFIED'`.execute(db);
    await sql`CREATE TABLE IF NOT EXISTS leaderboard_daily (
      design_id text NOT NULL, day text NOT NULL, votes integer NOT NULL, PRIMARY KEY (design_id, day))`.execute(db);
    await sql`CREATE INDEX IF NOT EXISTS leaderboard_daily_by_day ON leaderboard_daily (day, votes DESC)`.execute(db);
    await sql`CREATE TABLE IF NOT EXISTS leaderboard_contest (
      event_id text PRIMARY KEY, reveal_votes boolean NOT NULL, updated_at bigint NOT NULL)`.execute(db);
  },
  async apply(trx, events): Promise<readonly Push[]> {
    const deltas = new Map<string, number>();
    const daily = new Map<string, number>();
    let standingMayMove = false;
    for (const event of events) {
      if (!handled.has(event.type)) continue;
      const relevant = event as Relevant;
      if (relevant.type === 'VoteCast' || relevant.type === 'VoteWithdrawn') {
        const step = relevant.type === 'VoteCast' ? 1 : -1;
        deltas.set(relevant.data.designId, (deltas.get(relevant.data.designId) ?? 0) + step);
        const dayKey = `${relevant.data.designId}|${contestDay(relevant.data.at)}`;
        daily.set(dayKey, (daily.get(dayKey) ?? 0) + step);
        continue;
      }
      // Order matters from here on: the likes summed so far land before a review or contest change.
      await addVotes(trx, deltas);
      for (const id of deltas.keys()) deltas.set(id, 0);
      await applyDesignOrContest(trx, relevant);
      standingMayMove = true;
    }
    await addVotes(trx, deltas);
    await addDailyVotes(trx, daily);
    if (!standingMayMove && deltas.size === 0) return [];
    return leaderboardPushes(trx, [...deltas.keys()]);
  },
};
