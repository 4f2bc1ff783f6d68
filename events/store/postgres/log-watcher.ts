import type pg from 'pg';
import type { LogWatcher } from '../subscribe-to-log.ts';
import { wakeList } from '../wake-list.ts';
import { listenTo } from './pg-listener.ts';

export type PostgresLogWatcher = LogWatcher & {
  /** A commit of this process: its readers wake at once instead of after the NOTIFY round trip. */
  committed(transactionId: string): void;
};

// One LISTEN per process wakes every reader of the log; their polling covers a lost connection.
export async function watchLog(pool: pg.Pool): Promise<PostgresLogWatcher> {
  let latest = 0;
  const waiters = wakeList();
  const announced = (transactionId: string) => {
    latest = Math.max(latest, Number(transactionId) || 0);
    waiters.wakeAll();
  };
  const listener = await listenTo(pool, 'events', announced);

  return {
    latestCommit: () => latest,
    next: waiters.next,
    committed: announced,
    async close() {
      await listener.close();
      waiters.wakeAll();
    },
  };
}
