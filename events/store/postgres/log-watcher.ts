import type pg from 'pg';
import type { LogWatcher } from '../subscribe-to-log.ts';
import { wakeList } from '../wake-list.ts';
import { listenTo } from './pg-listener.ts';

// One LISTEN per process wakes every reader of the log; their polling covers a lost connection.
export async function watchLog(pool: pg.Pool): Promise<LogWatcher> {
  let latest = 0;
  const waiters = wakeList();
  const listener = await listenTo(pool, 'events', (payload) => {
    latest = Math.max(latest, Number(payload) || 0);
    waiters.wakeAll();
  });

  return {
    latestCommit: () => latest,
    next: waiters.next,
    async close() {
      await listener.close();
      waiters.wakeAll();
    },
  };
}
