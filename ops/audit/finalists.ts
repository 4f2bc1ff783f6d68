import type {
  ExpertPicksRecorded,
  Finalist,
  FinalistsFrozen,
  WinnerSelected,
} from '../../events/outcome/outcome.events.ts';
import { expertCount, rankFinalists } from '../../events/outcome/outcome-ranking.ts';
import type { EventStore, RecordedEvent } from '../../events/store/event-store.ts';
import { countedLikes, readLedger, type VoteLedger } from './vote-ledger.ts';

type Standing = { designId: string; name: string; votes: number };

export type ContestCheck = {
  eventId: string;
  frozenAt: string;
  recomputed: Standing[];
  stored: Standing[];
  expertPoints: { designId: string; name: string; points: number }[];
  recomputedWinner: string | null;
  storedWinner: string | null;
  matches: boolean;
};

/** The public vote's top 5 (ties at fifth advance) as the events stood at that moment. */
function topFiveWithTies(ledger: VoteLedger): Standing[] {
  const verified = [...ledger.designs.entries()]
    .filter(([, design]) => design.status === 'VERIFIED')
    .map(([designId, design]) => ({
      designId,
      name: design.name,
      votes: countedLikes(ledger, designId),
      at: design.submittedAt,
    }))
    .sort((a, b) => b.votes - a.votes || a.at - b.at || a.designId.localeCompare(b.designId));
  const fifth = verified[4];
  return (fifth ? verified.filter((row) => row.votes >= fifth.votes) : verified).map(({ designId, name, votes }) => ({
    designId,
    name,
    votes,
  }));
}

const sameStanding = (a: Standing[], b: Standing[]) =>
  a.length === b.length && a.every((row, i) => row.designId === b[i]!.designId && row.votes === b[i]!.votes);

/**
 * For every contest whose finalists were frozen: the top-5 rule recomputed from the votes and
 * reviews in the log up to the freeze, and the expert points recomputed from the picks, beside the
 * stored finalists and the first winner the outcome selected.
 */
export async function checkFinalists(store: EventStore, onProgress: (events: number) => void): Promise<ContestCheck[]> {
  const contests = new Map<string, { frozen: RecordedEvent & FinalistsFrozen; recomputed: Standing[] }>();
  const picks = new Map<string, Map<number, readonly string[]>>();
  const winners = new Map<string, string>();
  await readLedger(
    store,
    (event, ledger) => {
      if (event.type === 'FinalistsFrozen') {
        const frozen = event as RecordedEvent & FinalistsFrozen;
        contests.set(frozen.data.eventId, { frozen, recomputed: topFiveWithTies(ledger) });
      } else if (event.type === 'ExpertPicksRecorded') {
        const { eventId, expert, picks: chosen } = (event as RecordedEvent & ExpertPicksRecorded).data;
        picks.set(eventId, (picks.get(eventId) ?? new Map()).set(expert, chosen));
      } else if (event.type === 'WinnerSelected') {
        const { eventId, designId } = (event as RecordedEvent & WinnerSelected).data;
        if (!winners.has(eventId)) winners.set(eventId, designId);
      }
    },
    onProgress,
  );
  return [...contests.entries()].map(([eventId, { frozen, recomputed }]) => {
    const finalists: Finalist[] = frozen.data.finalists;
    const stored = finalists.map((f) => ({ designId: f.designId, name: f.designName, votes: f.votes }));
    const contestPicks = picks.get(eventId) ?? new Map();
    const ranked = rankFinalists(finalists, contestPicks);
    const recomputedWinner = contestPicks.size === expertCount ? (ranked[0]?.designId ?? null) : null;
    const storedWinner = winners.get(eventId) ?? null;
    return {
      eventId,
      frozenAt: frozen.recordedAt.toISOString(),
      recomputed,
      stored,
      expertPoints: ranked.map((row) => ({ designId: row.designId, name: row.designName, points: row.points })),
      recomputedWinner,
      storedWinner,
      matches: sameStanding(recomputed, stored) && recomputedWinner === storedWinner,
    };
  });
}
