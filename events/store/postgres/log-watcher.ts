import type pg from 'pg';
import { listenTo } from './pg-listener.ts';

export type LogWatcher = {
  /** Highest writing transaction id announced so far. */
  latestCommit(): number;
  /** Resolves on the next announcement or after `timeoutMs`, whichever comes first. */
  next(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
};

// One LISTEN per process wakes every reader of the log; their polling covers a lost connection.
export async function watchLog(pool: pg.Pool): Promise<LogWatcher> {
  let latest = 0;
  let waiters: Array<() => void> = [];
  const wakeAll = () => {
    const current = waiters;
    waiters = [];
    for (const wake of current) wake();
  };
  const listener = await listenTo(pool, 'events', (payload) => {
    latest = Math.max(latest, Number(payload) || 0);
    wakeAll();
  });

  return {
    latestCommit: () => latest,
    next(timeoutMs) {
      return new Promise((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters = waiters.filter((waiter) => waiter !== wake);
          resolve();
        }, timeoutMs);
        waiters.push(wake);
      });
    },
    async close() {
      await listener.close();
      wakeAll();
    },
  };
}
