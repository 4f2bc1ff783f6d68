import type { PendingAppend } from './append-batch.ts';
import { appendBatch } from './append-batch.ts';
import type { EventRow } from './event-row.ts';
import type { Queryable } from './queryable.ts';

type QueuedAppend = PendingAppend & {
  resolve(rows: EventRow[]): void;
  reject(error: unknown): void;
};

export type AppendWriter = (append: PendingAppend) => Promise<EventRow[]>;

const maxAppendsPerBatch = 1000;

// Appends that arrive while a commit is in flight ride together in the next one. There is no timer:
// a lone append is written at once, and a busy writer batches as much as one commit takes.
export function groupCommitWriter(db: Queryable): AppendWriter {
  const queue: QueuedAppend[] = [];
  let draining = false;

  function takeBatch(): QueuedAppend[] {
    const batch: QueuedAppend[] = [];
    const streams = new Set<string>();
    for (let i = 0; i < queue.length && batch.length < maxAppendsPerBatch; ) {
      const append = queue[i]!;
      if (streams.has(append.streamId)) {
        i++; // a second append to the same stream waits for the next commit
        continue;
      }
      streams.add(append.streamId);
      batch.push(append);
      queue.splice(i, 1);
    }
    return batch;
  }

  async function drain(): Promise<void> {
    draining = true;
    try {
      while (queue.length > 0) {
        const batch = takeBatch();
        try {
          const rowsByStream = Map.groupBy(await appendBatch(db, batch), (row) => row.stream_id);
          for (const append of batch) append.resolve(rowsByStream.get(append.streamId) ?? []);
        } catch (error) {
          for (const append of batch) append.reject(error);
        }
      }
    } finally {
      draining = false;
    }
  }

  return (append) =>
    new Promise<EventRow[]>((resolve, reject) => {
      queue.push({ ...append, resolve, reject });
      if (!draining) void drain();
    });
}

/** One transaction per append: the baseline the group commit is measured against. */
export function directWriter(db: Queryable): AppendWriter {
  return (append) => appendBatch(db, [append]);
}
