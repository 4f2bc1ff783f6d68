import type pg from 'pg';
import type { LogPosition } from '../../events/store/log-position.ts';
import { compareLogPositions, parseLogPosition } from '../../events/store/log-position.ts';
import { listenTo } from '../../events/store/postgres/pg-listener.ts';
import { wakeList } from '../../events/store/wake-list.ts';
import type { AnyDb } from '../db/read-model-db.ts';
import { positionOf, readCheckpoints } from './checkpoints.ts';

export type ProgressTracker = {
  /** The furthest position `projection` is known to have applied. */
  applied(projection: string): LogPosition | undefined;
  /** Resolves true once `projection` has applied `position`, false after `timeoutMs`. */
  waitFor(projection: string, position: LogPosition, timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
};

// Read-your-writes on any node: the leader announces each committed checkpoint, every node
// listens, and a request that just wrote waits (bounded) until the read model has caught up.
export async function trackProgress(pool: pg.Pool, db: AnyDb): Promise<ProgressTracker> {
  const positions = new Map<string, LogPosition>();
  const waiters = wakeList();

  const advance = (name: string, position: LogPosition) => {
    const known = positions.get(name);
    if (!known || compareLogPositions(position, known) > 0) positions.set(name, position);
  };
  const refresh = async () => {
    for (const row of await readCheckpoints(db)) advance(row.name, positionOf(row));
  };

  const listener = await listenTo(pool, 'projections', (payload) => {
    const [name, text] = payload.split(' ');
    const position = text ? parseLogPosition(text) : undefined;
    if (name && position) advance(name, position);
    waiters.wakeAll();
  });
  await refresh();

  const reached = (name: string, position: LogPosition) => {
    const known = positions.get(name);
    return known !== undefined && compareLogPositions(known, position) >= 0;
  };

  return {
    applied: (projection) => positions.get(projection),
    async waitFor(projection, position, timeoutMs = 2000) {
      const deadline = Date.now() + timeoutMs;
      while (!reached(projection, position)) {
        const left = deadline - Date.now();
        if (left <= 0) {
          await refresh();
          return reached(projection, position);
        }
        await waiters.next(Math.min(left, 250));
      }
      return true;
    },
    close: () => listener.close(),
  };
}
