import type { RecordedEvent } from './event-store.ts';
import type { LogPosition } from './log-position.ts';
import { compareLogPositions, formatLogPosition } from './log-position.ts';

export type ReadBatch = (from: LogPosition, limit: number) => Promise<RecordedEvent[]>;

// Every projector of a store reads the same stretch of the log moments apart, and each read
// decodes every event again. A read is final up to its last event (nothing can still
// commit among what it returned), so the newest stretch read is kept and a reader starting anywhere
// inside it gets the rest of it: the same gap-free answer the database would give, perhaps shorter.
// Readers at the end of the stretch share one database read (the first to arrive makes it).
export function shareTailReads(read: ReadBatch, capacity = 5000): ReadBatch {
  let start: LogPosition | undefined; // the stretch holds every event after this position...
  let tail: RecordedEvent[] = []; // ...up to its last one
  let pending: { from: string; events: Promise<RecordedEvent[]> } | undefined;

  const end = () => tail.at(-1)?.logPosition ?? start;

  function keep(from: LogPosition, events: readonly RecordedEvent[]): void {
    const last = end();
    if (last && compareLogPositions(from, last) === 0) tail.push(...events);
    else if (!last || compareLogPositions(from, last) > 0) {
      start = from;
      tail = [...events];
    }
    const excess = tail.length - capacity;
    if (excess > 0) {
      start = tail[excess - 1]!.logPosition;
      tail = tail.slice(excess);
    }
  }

  function readFromDatabase(from: LogPosition, limit: number): Promise<RecordedEvent[]> {
    const key = formatLogPosition(from);
    if (pending?.from === key) return pending.events;
    const events = read(from, limit).then((events) => {
      keep(from, events);
      return events;
    });
    const flight = { from: key, events };
    pending = flight;
    void events
      .finally(() => {
        if (pending === flight) pending = undefined;
      })
      .catch(() => undefined);
    return events;
  }

  return async (from, limit) => {
    const last = end();
    const inside = start && last && compareLogPositions(from, start) >= 0 && compareLogPositions(from, last) < 0;
    if (!inside) return (await readFromDatabase(from, limit)).slice(0, limit);
    const first = tail.findIndex((event) => compareLogPositions(event.logPosition, from) > 0);
    return tail.slice(first, first + limit);
  };
}
