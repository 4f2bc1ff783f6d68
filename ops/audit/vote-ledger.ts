import type { DesignEvent } from '../../events/design/design.events.ts';
import type { EventStore, RecordedEvent } from '../../events/store/event-store.ts';
import { logStart } from '../../events/store/log-position.ts';
import type { VoteEvent } from '../../events/vote/vote.events.ts';

const batchSize = 5000;

export type DesignRecord = { name: string; userId: string; status: string; submittedAt: number };

/** Every active like and every submitted design's review status, from the events alone. */
export type VoteLedger = {
  readonly likes: Map<string, Map<string, RecordedEvent>>;
  readonly designs: Map<string, DesignRecord>;
};

export const emptyLedger = (): VoteLedger => ({ likes: new Map(), designs: new Map() });

export function recordInLedger(ledger: VoteLedger, event: RecordedEvent): void {
  const typed = event as RecordedEvent & (VoteEvent | DesignEvent);
  switch (typed.type) {
    case 'VoteCast': {
      const voters = ledger.likes.get(typed.data.designId) ?? new Map();
      voters.set(typed.data.voterId, event);
      ledger.likes.set(typed.data.designId, voters);
      return;
    }
    case 'VoteWithdrawn':
      ledger.likes.get(typed.data.designId)?.delete(typed.data.voterId);
      return;
    case 'DesignSubmittedForReview': {
      const { designId, name, userId, at } = typed.data;
      const known = ledger.designs.get(designId);
      ledger.designs.set(designId, { name, userId, status: 'PENDING', submittedAt: known?.submittedAt ?? at });
      return;
    }
    case 'DesignReviewed': {
      const known = ledger.designs.get(typed.data.designId);
      if (known) known.status = typed.data.status;
      return;
    }
  }
}

/** Reads the whole log once, keeping the ledger and handing every event to `visit` after it is recorded. */
export async function readLedger(
  store: EventStore,
  visit: (event: RecordedEvent, ledger: VoteLedger) => void = () => {},
  onProgress: (events: number) => void = () => {},
): Promise<VoteLedger> {
  const ledger = emptyLedger();
  let read = 0;
  for (let from = logStart; ; ) {
    const events = await store.readAll({ from, limit: batchSize });
    if (events.length === 0) return ledger;
    for (const event of events) {
      recordInLedger(ledger, event);
      visit(event, ledger);
    }
    read += events.length;
    onProgress(read);
    from = events.at(-1)!.logPosition;
  }
}

/** Likes that count: a design's active likes while its latest review is VERIFIED, none otherwise. */
export const countedLikes = (ledger: VoteLedger, designId: string) =>
  ledger.designs.get(designId)?.status === 'VERIFIED' ? (ledger.likes.get(designId)?.size ?? 0) : 0;
