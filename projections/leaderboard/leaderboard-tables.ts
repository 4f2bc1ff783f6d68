import type { AnyDb, AnyTransaction } from '../db/read-model-db.ts';
import { tablesOf } from '../db/read-model-db.ts';

export type LeaderboardDesignRow = {
  design_id: string;
  user_id: string;
  design_name: string;
  thumbnail: string;
  submitted_at: string;
  status: string;
  votes: number;
};

/** Net likes a design received on one contest day (Mexico City's calendar day). */
export type LeaderboardDailyRow = { design_id: string; day: string; votes: number };

export type LeaderboardTables = {
  leaderboard_designs: LeaderboardDesignRow;
  leaderboard_daily: LeaderboardDailyRow;
  leaderboard_contest: { event_id: string; reveal_votes: boolean; updated_at: string };
};

export const tables = (db: AnyDb | AnyTransaction) => tablesOf<LeaderboardTables>(db);

// Mexico has kept UTC−6 all year since 2022: its calendar day needs no time-zone database.
const mexicoOffsetMs = 6 * 3_600_000;

/** The Mexico City calendar day of an instant, as YYYY-MM-DD. */
export const contestDay = (at: number) => new Date(at - mexicoOffsetMs).toISOString().slice(0, 10);
