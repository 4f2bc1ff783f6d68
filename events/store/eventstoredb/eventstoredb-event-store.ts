import {
  type AllStreamResolvedEvent,
  END,
  EventStoreDBClient,
  excludeSystemEvents,
  jsonEvent,
  NO_STREAM,
  type ResolvedEvent,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import { answerLostRace, appendResult, nothingAppended } from '../append-result.ts';
import type { AppendResult, EventMetadata, EventStore, NewEvent, RecordedEvent } from '../event-store.ts';
import type { LogPosition } from '../log-position.ts';
import { compareLogPositions } from '../log-position.ts';
import type { LogWatcher } from '../subscribe-to-log.ts';
import { subscribeToLog } from '../subscribe-to-log.ts';
import { wakeList } from '../wake-list.ts';

// EventStoreDB numbers stream revisions from 0; the port counts events (version = revision + 1).
export async function createEventStoreDbStore(connectionString: string): Promise<EventStore> {
  const client = EventStoreDBClient.connectionString`${connectionString}`;
  const watcher = watchAll(client);

  async function readStream(streamId: string) {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of client.readStream(streamId, { fromRevision: START })) {
        const event = toRecorded(resolved);
        if (event) events.push(event);
      }
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    return { version: events.at(-1)?.streamVersion ?? 0, events };
  }

  async function readAll(from: LogPosition | undefined, limit: number): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    const fromPosition = from ? { commit: BigInt(from.commit), prepare: BigInt(from.prepare) } : START;
    for await (const resolved of client.readAll({ fromPosition, maxCount: limit + 1 })) {
      const event = toRecorded(resolved);
      if (event && (!from || compareLogPositions(event.logPosition, from) > 0)) events.push(event);
      if (events.length === limit) break;
    }
    return events;
  }

  async function append(
    streamId: string,
    events: readonly NewEvent[],
    options: { expectedVersion: number; commandId?: string },
  ): Promise<AppendResult> {
    const { expectedVersion, commandId } = options;
    if (events.length === 0) return nothingAppended(expectedVersion);
    try {
      await client.appendToStream(
        streamId,
        events.map((event) =>
          jsonEvent({
            type: event.type,
            data: event.data as never,
            metadata: { ...event.metadata, ...(commandId ? { commandId } : {}) },
          }),
        ),
        { expectedRevision: expectedVersion === 0 ? NO_STREAM : BigInt(expectedVersion - 1) },
      );
      const written = (await readStream(streamId)).events.slice(expectedVersion, expectedVersion + events.length);
      return appendResult(written, false);
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      return answerLostRace(streamId, expectedVersion, commandId, async (id) =>
        (await readStream(streamId)).events.filter((event) => event.metadata.commandId === id),
      );
    }
  }

  return {
    kind: 'eventstoredb',
    append,
    readStream,
    readAll: (options = {}) => readAll(options.from, options.limit ?? 1000),
    async countAfter(from, cap) {
      return (await readAll(from, cap)).length;
    },
    subscribe: (options, handler) => subscribeToLog((from, limit) => readAll(from, limit), watcher, options, handler),
    async close() {
      await watcher.close();
      await client.dispose();
    },
  };
}

// A live subscription to $all only wakes readers; they read batches themselves, as with PostgreSQL.
function watchAll(client: EventStoreDBClient): LogWatcher {
  let latest = 0;
  const waiters = wakeList();
  const subscription = client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
  subscription.on('data', (resolved: AllStreamResolvedEvent) => {
    latest = Math.max(latest, Number(resolved.event?.position?.commit ?? 0));
    waiters.wakeAll();
  });
  subscription.on('error', () => waiters.wakeAll());
  return {
    latestCommit: () => latest,
    next: waiters.next,
    async close() {
      await subscription.unsubscribe();
      waiters.wakeAll();
    },
  };
}

function toRecorded(resolved: ResolvedEvent): RecordedEvent | undefined {
  const event = resolved.event;
  if (!event || event.type.startsWith('$') || !event.isJson) return undefined;
  const position = event.position ?? resolved.commitPosition;
  const commit = Number(typeof position === 'object' ? position.commit : (position ?? 0));
  const prepare = Number(typeof position === 'object' ? position.prepare : (position ?? 0));
  return {
    type: event.type,
    data: event.data,
    metadata: (event.metadata ?? {}) as EventMetadata,
    streamId: event.streamId,
    streamVersion: Number(event.revision) + 1,
    globalPosition: commit,
    logPosition: { commit, prepare },
    recordedAt: event.created instanceof Date ? event.created : new Date(Number(event.created)),
  };
}
