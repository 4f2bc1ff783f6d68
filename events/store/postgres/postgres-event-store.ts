import type pg from 'pg';
import { answerLostRace, appendResult, nothingAppended } from '../append-result.ts';
import type { AppendResult, EventStore, NewEvent } from '../event-store.ts';
import type { LogPosition } from '../log-position.ts';
import { shareTailReads } from '../shared-tail-reads.ts';
import { subscribeToLog } from '../subscribe-to-log.ts';
import { commitAnnouncer } from './announce-commits.ts';
import { recordedEvents } from './append-batch.ts';
import { countAfter } from './count-after.ts';
import { createEventStoreSchema } from './event-store-schema.ts';
import type { AppendWriter } from './group-commit-writer.ts';
import { directWriter, groupCommitWriter } from './group-commit-writer.ts';
import { watchLog } from './log-watcher.ts';
import { withMigrationLock } from './migration-lock.ts';
import { readAll } from './read-all.ts';
import { readCommandEvents, readStream } from './read-stream.ts';

export type PostgresEventStoreOptions = {
  /** Coalesce concurrent appends into one transaction (default true). */
  readonly groupCommit?: boolean;
  /** Group-commit batches in flight at once, each on its own pooled connection. */
  readonly writerConnections?: number;
  readonly pollMs?: number;
};

export type PostgresEventStore = EventStore &
  Required<Pick<EventStore, 'exemptFromHorizon'>> & { readonly pool: pg.Pool };

// Two batches in flight: one executes while the other waits for its WAL flush. More make smaller
// batches that cost more CPU per append (`npm run bench -- eventstore` compares 1, 2 and 4).
export const defaultWriterConnections = 2;

export async function createPostgresEventStore(
  pool: pg.Pool,
  options: PostgresEventStoreOptions = {},
): Promise<PostgresEventStore> {
  await withMigrationLock(pool, createEventStoreSchema);
  const watcher = await watchLog(pool);
  const announcer = commitAnnouncer(pool);
  const onCommitted = (transactionId: string) => {
    watcher.committed(transactionId);
    announcer.announce(transactionId);
  };
  const write: AppendWriter =
    options.groupCommit === false
      ? directWriter(pool, { onCommitted })
      : groupCommitWriter(pool, { connections: options.writerConnections ?? defaultWriterConnections, onCommitted });

  async function append(
    streamId: string,
    events: readonly NewEvent[],
    { expectedVersion, commandId }: { expectedVersion: number; commandId?: string },
  ): Promise<AppendResult> {
    if (events.length === 0) return nothingAppended(expectedVersion);
    const pending = { streamId, expectedVersion, events, commandId };
    const rows = await write(pending);
    if (rows.length > 0) return appendResult(recordedEvents(pending, rows), false);
    return answerLostRace(streamId, expectedVersion, commandId, (id) => readCommandEvents(pool, streamId, id));
  }

  // Open transactions of this process that write read models only (see exemptFromHorizon).
  const exempt = new Set<string>();
  const readLog = (from?: LogPosition, limit?: number) => readAll(pool, from, limit, [...exempt]);
  const readTail = shareTailReads(readLog);

  return {
    kind: 'postgres',
    pool,
    append,
    readStream: (streamId) => readStream(pool, streamId),
    readAll: (options = {}) => readLog(options.from, options.limit),
    exemptFromHorizon(transactionId) {
      exempt.add(transactionId);
      return () => exempt.delete(transactionId);
    },
    countAfter: (from, cap) => countAfter(pool, from, cap),
    subscribe: (subscribeOptions, handler) =>
      subscribeToLog(readTail, watcher, { pollMs: options.pollMs, ...subscribeOptions }, handler),
    async close() {
      await announcer.flush();
      await watcher.close();
    },
  };
}
