import { createHash } from 'node:crypto';
import type { EventStore } from '../../events/store/event-store.ts';
import type { AnyDb } from '../../projections/db/read-model-db.ts';
import { galleryDesign } from '../../projections/gallery/gallery.queries.ts';
import { fullStanding } from '../../projections/leaderboard/leaderboard-queries.ts';
import { countedLikes, readLedger } from './vote-ledger.ts';

export type CountedVote = { voter: string; at: string; globalPosition: number; commandId: string | null };

export type Tally = {
  designId: string;
  name: string | null;
  status: string | null;
  activeLikes: number;
  counted: number;
  gallery: number;
  leaderboard: number;
  votes: CountedVote[];
  matches: boolean;
};

// A voter is named by a short hash of their id: enough to tell votes apart, nothing to find a person by.
const pseudonym = (voterId: string) => createHash('sha256').update(voterId).digest('hex').slice(0, 10);

/** A design's votes recomputed from the voters' streams, beside what the gallery and the leaderboard show. */
export async function tallyDesign(
  store: EventStore,
  db: AnyDb,
  designId: string,
  onProgress: (events: number) => void,
): Promise<Tally> {
  const ledger = await readLedger(store, undefined, onProgress);
  const likes = [...(ledger.likes.get(designId)?.entries() ?? [])];
  const counted = countedLikes(ledger, designId);
  const gallery = (await galleryDesign(db, designId, true))?.totalVotes ?? 0;
  const leaderboard = (await fullStanding(db)).find((row) => row.designId === designId)?.totalVotes ?? 0;
  const design = ledger.designs.get(designId);
  return {
    designId,
    name: design?.name ?? null,
    status: design?.status ?? null,
    activeLikes: likes.length,
    counted,
    gallery,
    leaderboard,
    votes: likes
      .map(([voterId, event]) => ({
        voter: pseudonym(voterId),
        at: event.recordedAt.toISOString(),
        globalPosition: event.globalPosition,
        commandId: event.metadata.commandId ?? null,
      }))
      .sort((a, b) => a.globalPosition - b.globalPosition),
    matches: counted === gallery && counted === leaderboard,
  };
}
