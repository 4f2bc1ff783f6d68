import { setTimeout } from 'node:timers/promises';
import type { EventStore, RecordedEvent, Subscription } from '../../events/store/event-store.ts';
import type { LogPosition } from '../../events/store/log-position.ts';
import { compareLogPositions } from '../../events/store/log-position.ts';
import type { AnyDb } from '../db/read-model-db.ts';
import type { Projection, ProjectionContext, Publisher, Push } from '../projection.ts';
import { loadCheckpoint, lockCheckpoint, markFailed, saveCheckpoint } from './checkpoints.ts';

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

/** A rebuild swapped the tables and moved the checkpoint under us: start again from there. */
class CheckpointMoved extends Error {}

// Each batch of events and the checkpoint after it commit together, so a crash anywhere in a
// batch leaves the read model exactly as it was before the batch: nothing applied twice or lost.
export async function startProjector(projection: Projection, options: ProjectorOptions): Promise<Projector> {
  const { store, db, publisher, batchSize = 500, lingerMs = 20 } = options;
  await projection.createTables(db);
  let checkpoint = await loadCheckpoint(db, projection.name);
  let state: ProjectorStatus['state'] = 'running';
  let lastError: string | undefined;
  let subscription: Subscription | undefined;
  let stopping = false;

  async function applyBatch(events: readonly RecordedEvent[]): Promise<void> {
    const last = events.at(-1)!.logPosition;
    let release: (() => void) | undefined;
    const pushes = await db
      .transaction()
      .execute(async (trx) => {
        const { position: stored, transactionId } = await lockCheckpoint(trx, projection.name);
        // This transaction writes read models only: the log's readers, this projector's next
        // batch among them, need not wait for it to end before reading later commits.
        release = store.exemptFromHorizon?.(transactionId);
        if (compareLogPositions(stored, checkpoint) !== 0) throw new CheckpointMoved();
        const pushes = await projection.apply(trx, events, { keys: options.keys });
        await saveCheckpoint(trx, projection.name, last);
        return pushes ?? [];
      })
      .finally(() => release?.());
    checkpoint = last;
    publishAll(pushes);
    // Each batch costs a read and a transaction whatever its size: while votes pour in, a short
    // rest lets the next one gather the commits of many appends instead of one or two.
    if (events.length < batchSize && !stopping) await setTimeout(lingerMs);
  }

  function publishAll(pushes: readonly Push[]): void {
    if (!publisher) return;
    for (const push of pushes) publisher.publish(push);
  }

  async function run(): Promise<void> {
    while (!stopping) {
      subscription = store.subscribe({ from: checkpoint, batchSize }, applyBatch);
      try {
        await subscription.done;
        return;
      } catch (error) {
        if (error instanceof CheckpointMoved) {
          checkpoint = await loadCheckpoint(db, projection.name);
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
      await subscription?.stop();
      await running;
      if (state === 'running') state = 'stopped';
    },
  };
}
