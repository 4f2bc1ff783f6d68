import type { AppendedRow, PendingAppend } from './append-batch.ts';
import { appendBatch } from './append-batch.ts';
import type { Queryable } from './queryable.ts';

type QueuedAppend = PendingAppend & {
  resolve(rows: AppendedRow[]): void;
  reject(error: unknown): void;
};

export type AppendWriter = (append: PendingAppend) => Promise<AppendedRow[]>;

export type WriterOptions = {
  /** Batches in flight at once, each on its own connection. */
  readonly connections: number;
  /** Called with the transaction id of every batch that committed rows. */
  readonly onCommitted: (transactionId: string) => void;
};

const maxAppendsPerBatch = 1000;

// Appends that arrive while commits are in flight ride together in the next one. There is no timer:
// a batch is taken once the event loop has run what is ready (`setImmediate`), so a lone append is
// written at once, and the callers answered by one commit, who append again on the same turn, ride
// together instead of the first of them leaving alone. Several batches commit at once so PostgreSQL
// can group their WAL flushes; they may commit in any order, which readers tolerate because they
// only read below the oldest running transaction (read-all.ts). A stream is in at most one batch in
// flight: a second append to it waits for the next batch, so batches never wait on each other's row
// locks (nor deadlock on them).
export function groupCommitWriter(db: Queryable, { connections, onCommitted }: WriterOptions): AppendWriter {
  let queue: QueuedAppend[] = [];
  const streamsInFlight = new Set<string>();
  let writing = 0;
  let starting = false;

  function takeBatch(): QueuedAppend[] {
    const batch: QueuedAppend[] = [];
    const waiting: QueuedAppend[] = [];
    for (const append of queue) {
      if (batch.length < maxAppendsPerBatch && !streamsInFlight.has(append.streamId)) {
        streamsInFlight.add(append.streamId);
        batch.push(append);
      } else {
        waiting.push(append);
      }
    }
    queue = waiting;
    return batch;
  }

  async function write(batch: readonly QueuedAppend[]): Promise<void> {
    try {
      const rows = await appendBatchRetryingDeadlocks(db, batch);
      const rowsByStream = Map.groupBy(rows, (row) => row.stream_id);
      for (const append of batch) append.resolve(rowsByStream.get(append.streamId) ?? []);
      if (rows.length > 0) onCommitted(rows[0]!.transaction_id);
    } catch (error) {
      for (const append of batch) append.reject(error);
    } finally {
      for (const append of batch) streamsInFlight.delete(append.streamId);
    }
  }

  // Each loop stands for one connection; after its batch it takes the appends that waited for it.
  async function drain(): Promise<void> {
    writing++;
    try {
      for (let batch = takeBatch(); batch.length > 0; batch = takeBatch()) {
        await write(batch);
        await nextTurn();
      }
    } finally {
      writing--;
    }
  }

  function startWriting(): void {
    if (starting || writing >= connections) return;
    starting = true;
    setImmediate(() => {
      starting = false;
      void drain();
    });
  }

  return (append) =>
    new Promise<AppendedRow[]>((resolve, reject) => {
      queue.push({ ...append, resolve, reject });
      startWriting();
    });
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const deadlockDetected = '40P01';
const deadlockRetries = 3;

// Within one process a stream is in one batch at a time, but another node's batch may lock the same
// stream heads in another order, and PostgreSQL then rolls one of the two back whole. Nothing of it
// was written, so writing it again is safe: each append still gets its own expected-version verdict.
async function appendBatchRetryingDeadlocks(db: Queryable, batch: readonly PendingAppend[]): Promise<AppendedRow[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await appendBatch(db, batch);
    } catch (error) {
      if ((error as { code?: string }).code !== deadlockDetected || attempt >= deadlockRetries) throw error;
    }
  }
}

/** One transaction per append: the baseline the group commit is measured against. */
export function directWriter(db: Queryable, { onCommitted }: Pick<WriterOptions, 'onCommitted'>): AppendWriter {
  return async (append) => {
    const rows = await appendBatchRetryingDeadlocks(db, [append]);
    if (rows.length > 0) onCommitted(rows[0]!.transaction_id);
    return rows;
  };
}
