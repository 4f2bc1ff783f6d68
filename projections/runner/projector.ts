import type { EventStore, RecordedEvent, Subscription } from '../../events/store/event-store.ts';
import type { LogPosition } from '../../events/store/log-position.ts';
import { compareLogPositions } from '../../events/store/log-position.ts';
import type { AnyDb } from '../db/read-model-db.ts';
import type { Projection, ProjectionContext, Publisher, Push } from '../projection.ts';
import { advanceCheckpoint, loadCheckpoint, lockCheckpoint, markFailed, saveCheckpoint } from './checkpoints.ts';

export type ProjectorStatus = {
  readonly name: string;
  readonly state: 'running' | 'failed' | 'stopped';
  readonly checkpoint: LogPosition;
  readonly error?: string;
};

export type Projector = {
  status(): ProjectorStatus;
  stop(): Promise<void>;
};

export type ProjectorOptions = ProjectionContext & {
  readonly store: EventStore;
  readonly db: AnyDb;
  readonly publisher?: Publisher;
  readonly batchSize?: number;
  /** Rest after a batch that emptied the log, so that under load one batch carries many commits. */
  readonly lingerMs?: number;
  readonly onError?: (projection: string, error: unknown) => void;
};

const storeSkippedEveryMs = 1000;

/** A rebuild swapped the tables and moved the checkpoint under us: start again from there. */
class CheckpointMoved extends Error {}

// Each batch of events and the checkpoint after it commit together, so a crash anywhere in a
// batch leaves the read model exactly as it was before the batch: nothing applied twice or lost.
export async function startProjector(projection: Projection, options: ProjectorOptions): Promise<Projector> {
  const { store, db, publisher, batchSize = 500, lingerMs = 20 } = options;
  await projection.createTables(db);
  let checkpoint = await loadCheckpoint(db, projection.name);
  // Where the stored checkpoint is: behind `checkpoint` while batches with nothing for this read
  // model pass without a transaction, caught up at most a second later (progress and lag read it).
  let stored = { position: checkpoint, at: Date.now() };
  let state: ProjectorStatus['state'] = 'running';
  let lastError: string | undefined;
  let subscription: Subscription | undefined;
  let stopping = false;

  let storeLater: NodeJS.Timeout | undefined;
  // A batch and the deferred store of a passed-over checkpoint never overlap.
  let turn: Promise<unknown> = Promise.resolve();
  function inTurn<T>(task: () => Promise<T>): Promise<T> {
    const next = turn.then(task);
    turn = next.catch(() => undefined);
    return next;
  }

  const applyBatch = (events: readonly RecordedEvent[]) => inTurn(() => applyInOrder(events));

  async function applyInOrder(events: readonly RecordedEvent[]): Promise<void> {
    const last = events.at(-1)!.logPosition;
    if (projection.relevant && !events.some(projection.relevant)) await passOver(last);
    else publishAll(await applyInTransaction(events, last));
    checkpoint = last;
  }

  async function applyInTransaction(events: readonly RecordedEvent[], last: LogPosition): Promise<readonly Push[]> {
    let release: (() => void) | undefined;
    const pushes = await db
      .transaction()
      .execute(async (trx) => {
        const { position, transactionId } = await lockCheckpoint(trx, projection.name);
        // This transaction writes read models only: the log's readers, this projector's next
        // batch among them, need not wait for it to end before reading later commits.
        release = store.exemptFromHorizon?.(transactionId);
        if (compareLogPositions(position, stored.position) !== 0) throw new CheckpointMoved();
        const pushes = await projection.apply(trx, events, { keys: options.keys });
        await saveCheckpoint(trx, projection.name, last);
        return pushes ?? [];
      })
      .finally(() => release?.());
    stored = { position: last, at: Date.now() };
    return pushes;
  }

  // Votes pour in by the thousand and most read models take none of them: their checkpoint moves
  // in one statement a second instead of one transaction per batch.
  async function passOver(last: LogPosition): Promise<void> {
    const wait = stored.at + storeSkippedEveryMs - Date.now();
    if (wait <= 0) return storeSkipped(last);
    if (stopping) return;
    // When the log goes quiet, the last pass-over is stored all the same.
    storeLater ??= setTimeout(() => {
      storeLater = undefined;
      // A rebuild that moved the checkpoint meanwhile is found by the next batch's transaction.
      void inTurn(() => storeSkipped(checkpoint)).catch(() => undefined);
    }, wait).unref();
  }

  async function storeSkipped(position: LogPosition): Promise<void> {
    if (compareLogPositions(position, stored.position) === 0) return;
    if (!(await advanceCheckpoint(db, projection.name, stored.position, position))) throw new CheckpointMoved();
    stored = { position, at: Date.now() };
  }

  function publishAll(pushes: readonly Push[]): void {
    if (!publisher) return;
    for (const push of pushes) publisher.publish(push);
  }

  async function run(): Promise<void> {
    while (!stopping) {
      // Each batch costs a read and a transaction whatever its size: while votes pour in, a short
      // rest lets the next one gather the commits of many appends instead of one or two.
      subscription = store.subscribe({ from: checkpoint, batchSize, lingerMs }, applyBatch);
      try {
        await subscription.done;
        return;
      } catch (error) {
        if (error instanceof CheckpointMoved) {
          checkpoint = await loadCheckpoint(db, projection.name);
          stored = { position: checkpoint, at: Date.now() };
          continue;
        }
        state = 'failed';
        lastError = error instanceof Error ? error.message : String(error);
        options.onError?.(projection.name, error);
        await markFailed(db, projection.name, lastError).catch(() => undefined);
        return;
      }
    }
  }

  const running = run();
  return {
    status: () => ({ name: projection.name, state, checkpoint, ...(lastError ? { error: lastError } : {}) }),
    async stop() {
      stopping = true;
      clearTimeout(storeLater);
      await subscription?.stop();
      await running;
      if (state === 'running') state = 'stopped';
    },
  };
}
