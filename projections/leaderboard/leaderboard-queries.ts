import { sql } from 'kysely';
import type { AnyDb, AnyTransaction } from '../db/read-model-db.ts';
import { contestDay, tables } from './leaderboard-tables.ts';

export type StandingRow = {
  rank: number;
  designId: string;
  designName: string;
  thumbnail: string;
  userId: string;
  creatorName: string;
  totalVotes: number;
  submittedAt: number;
};

type Db = AnyDb | AnyTransaction;

type RawStanding = {
  rank: string;
  design_id: string;
  design_name: string;
  thumbnail: string;
  user_id: string;
  creator_name: string | null;
  votes: number;
  submitted_at: string;
};

const toStanding = (row: RawStanding): StandingRow => ({
  rank: Number(row.rank),
  designId: row.design_id,
  designName: row.design_name,
  thumbnail: row.thumbnail,
  userId: row.user_id,
  creatorName: row.creator_name?.trim() ?? '',
  totalVotes: row.votes,
  submittedAt: Number(row.submitted_at),
});

// Ties share a rank (dense, by likes); within a tie the earlier submission comes first. Only
// VERIFIED designs stand: a takedown removes a design, its likes stay in the log. The creator's
// name is read from the accounts read model at query time, so a renamed or erased person shows as now.
async function standing(db: Db, limit: number | null): Promise<StandingRow[]> {
  const { rows } = await sql<RawStanding>`
    SELECT DENSE_RANK() OVER (ORDER BY d.votes DESC) AS rank, d.design_id, d.design_name, d.thumbnail,
      d.user_id, d.votes, d.submitted_at, a.first_name || ' ' || a.last_name AS creator_name
    FROM leaderboard_designs d LEFT JOIN accounts a ON a.account_id = d.user_id
    WHERE d.status = 'VERIFIED'
    ORDER BY d.votes DESC, d.submitted_at, d.design_id
    ${limit === null ? sql`` : sql`LIMIT ${limit}`}`.execute(db);
  return rows.map(toStanding);
}

export const topTen = (db: Db) => standing(db, 10);

export const fullStanding = (db: Db) => standing(db, null);

/** The top 5; every design tied with the fifth advances too. */
export async function finalists(db: Db): Promise<StandingRow[]> {
  const ranked = await standing(db, null);
  const fifth = ranked[4];
  return fifth ? ranked.filter((row) => row.totalVotes >= fifth.totalVotes) : ranked;
}

/** Net likes each verified design received on the given instant's contest day, most first. */
export async function dailyStanding(db: Db, now: number): Promise<StandingRow[]> {
  const { rows } = await sql<RawStanding>`
    SELECT DENSE_RANK() OVER (ORDER BY t.votes DESC) AS rank, d.design_id, d.design_name, d.thumbnail,
      d.user_id, t.votes, d.submitted_at, a.first_name || ' ' || a.last_name AS creator_name
    FROM leaderboard_daily t
    JOIN leaderboard_designs d ON d.design_id = t.design_id
    LEFT JOIN accounts a ON a.account_id = d.user_id
    WHERE t.day = ${contestDay(now)} AND d.status = 'VERIFIED' AND t.votes > 0
    ORDER BY t.votes DESC, d.submitted_at, d.design_id`.execute(db);
  return rows.map(toStanding);
}

/** Whether the public may see counts: the contest changed last decides; with no contest there is nothing to hide. */
export async function votesRevealed(db: Db): Promise<boolean> {
  const row = await tables(db)
    .selectFrom('leaderboard_contest')
    .select('reveal_votes')
    .orderBy('updated_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.reveal_votes ?? true;
}

/** Likes of each given design (designs never projected are absent). */
export async function votesOf(db: Db, designIds: readonly string[]): Promise<Map<string, number>> {
  if (designIds.length === 0) return new Map();
  const rows = await tables(db)
    .selectFrom('leaderboard_designs')
    .select(['design_id', 'votes'])
    .where('design_id', 'in', designIds)
    .execute();
  return new Map(rows.map((row) => [row.design_id, row.votes]));
}

/** Every design's latest review status: where the vote path's memory starts. */
export async function reviewStatuses(db: Db): Promise<Map<string, string>> {
  const rows = await tables(db).selectFrom('leaderboard_designs').select(['design_id', 'status']).execute();
  return new Map(rows.map((row) => [row.design_id, row.status]));
}
