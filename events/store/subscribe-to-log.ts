import { setTimeout } from 'node:timers/promises';
import type { RecordedEvent, Subscription, SubscriptionHandler } from './event-store.ts';
import type { LogPosition } from './log-position.ts';
import { logStart } from './log-position.ts';
import type { ReadBatch } from './shared-tail-reads.ts';
export type LogWatcher = {
  /** Highest commit position announced so far. */
  latestCommit(): number;
  /** Resolves on the next announcement or after `timeoutMs`, whichever comes first. */
  next(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
};

export type SubscribeOptions = {
  readonly from?: LogPosition;
  readonly batchSize?: number;
  readonly pollMs?: number;
  readonly lingerMs?: number;
};

// A commit that was announced but is not readable yet is held back by an older transaction still
// running; that one ends soon, so the reader looks again shortly instead of waiting for a poll.
const heldBackRetryMs = 5;

export function subscribeToLog(
  read: ReadBatch,
  watcher: LogWatcher,
  options: SubscribeOptions,
  handler: SubscriptionHandler,
): Subscription {
  const batchSize = options.batchSize ?? 500;
  const pollMs = options.pollMs ?? 1000;
  let cursor = options.from ?? logStart;
  let stopped = false;
  let interrupt = () => {};
  const stopSignal = new Promise<void>((resolve) => (interrupt = resolve));

  // A failed read (the database restarting, a connection cut) loses nothing: the log is still
  // there, so the reader tries again after a poll. Only the handler's own failures end the run.
  async function readOrRetryLater(): Promise<RecordedEvent[] | undefined> {
    try {
      return await read(cursor, batchSize);
    } catch {
      await Promise.race([setTimeout(pollMs), stopSignal]);
      return undefined;
    }
  }

  async function run(): Promise<void> {
    while (!stopped) {
      const events = await readOrRetryLater();
      if (!events) continue;
      if (events.length > 0) {
        await handler(events);
        cursor = events.at(-1)!.logPosition;
        if (events.length === batchSize) continue;
        if (options.lingerMs) await Promise.race([setTimeout(options.lingerMs), stopSignal]);
      }
      const unreadCommitAnnounced = watcher.latestCommit() > cursor.commit;
      await Promise.race([watcher.next(unreadCommitAnnounced ? heldBackRetryMs : pollMs), stopSignal]);
    }
  }

  const done = run();
  return {
    done,
    async stop() {
      stopped = true;
      interrupt();
      await done.catch(() => undefined);
    },
  };
}
