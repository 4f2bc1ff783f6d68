import { Hono } from 'hono';
import type { EventStore } from '../../events/store/event-store.ts';
import { formatLogPosition } from '../../events/store/log-position.ts';
import type { AnyDb } from '../../projections/db/read-model-db.ts';
import { positionOf, readCheckpoints } from '../../projections/runner/checkpoints.ts';

export type HealthDependencies = {
  readonly store: EventStore;
  readonly db: AnyDb;
  readonly config: { readonly DATABASE_URL?: string };
  readonly isLeader: () => boolean;
};

/** False until start-up (migrations, first projector pass, demo seed) is done. */
export type Readiness = { ready: boolean };

const lagCap = 10_000;

export async function projectorHealth(deps: Pick<HealthDependencies, 'store' | 'db'>) {
  const rows = await readCheckpoints(deps.db);
  return Promise.all(
    rows.map(async (row) => {
      const checkpoint = positionOf(row);
      return {
        name: row.name,
        status: row.status,
        checkpoint: formatLogPosition(checkpoint),
        lag: await deps.store.countAfter(checkpoint, lagCap),
        ...(row.error ? { error: row.error } : {}),
      };
    }),
  );
}

// 503 while starting, so a load balancer never sends users to a node that is still seeding.
export function healthRoutes(deps: HealthDependencies, readiness: Readiness) {
  const embedded = !deps.config.DATABASE_URL;
  return new Hono().get('/', async (c) => {
    if (!readiness.ready) return c.json({ status: 'starting', eventStore: deps.store.kind }, 503);
    try {
      const projectors = await projectorHealth(deps);
      const degraded = projectors.some((projector) => projector.status !== 'running');
      return c.json({
        status: degraded ? 'degraded' : 'ok',
        eventStore: deps.store.kind,
        database: { status: 'up', embedded },
        leader: deps.isLeader(),
        projectors,
      });
    } catch {
      return c.json({ status: 'down', eventStore: deps.store.kind, database: { status: 'down', embedded } }, 503);
    }
  });
}
