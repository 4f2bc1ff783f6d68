import type { AnyTransaction } from '../db/read-model-db.ts';
import { designRoom, type Push } from '../projection.ts';
import { type StandingRow, topTen, votesOf, votesRevealed } from './leaderboard-queries.ts';

export const leaderboardRoom = 'leaderboard';

export type LeaderboardPayload = { revealVotes: boolean; rows: StandingRow[] };

/** What the public may see of the standing: nothing while the contest hides its counts. */
export async function publicLeaderboard(
  db: AnyTransaction | Parameters<typeof topTen>[0],
): Promise<LeaderboardPayload> {
  const revealVotes = await votesRevealed(db);
  return { revealVotes, rows: revealVotes ? await topTen(db) : [] };
}

// Pushes are hints (clients refetch on reconnect): the top 10 as it stands after this batch, and
// the new count of each design whose likes changed. Hidden counts are not pushed at all.
export async function leaderboardPushes(trx: AnyTransaction, changedDesigns: readonly string[]): Promise<Push[]> {
  const board = await publicLeaderboard(trx);
  const pushes: Push[] = [{ room: leaderboardRoom, event: 'leaderboard', payload: board }];
  if (!board.revealVotes) return pushes;
  for (const [id, totalVotes] of await votesOf(trx, changedDesigns))
    pushes.push({ room: designRoom(id), event: 'design', payload: { id, totalVotes } });
  return pushes;
}
