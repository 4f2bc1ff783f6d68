import type pg from 'pg';
import type { EventStore } from '../../events/store/event-store.ts';
import type { AnyDb } from '../db/read-model-db.ts';
import type { Projection, ProjectionContext, Publisher } from '../projection.ts';
import { campaignForLeadership } from './leader-lock.ts';
import type { Projector } from './projector.ts';
import { startProjector } from './projector.ts';

export type ProjectionRunner = {
  readonly firstAttempt: Promise<void>;
  isLeader(): boolean;
  stop(): Promise<void>;
};

export type ProjectionRunnerOptions = ProjectionContext & {
  readonly pool: pg.Pool;
  readonly db: AnyDb;
  readonly store: EventStore;
  readonly projections: readonly Projection[];
  readonly publisher?: Publisher;
  readonly onError?: (projection: string, error: unknown) => void;
  readonly onLeadershipChange?: (leader: boolean) => void;
  readonly retryMs?: number;
};

const projectorLeaderLockKey = 7_202_407;

/** Every node may serve; only the node holding the lock projects, and another takes over when it dies. */
export function runProjections(options: ProjectionRunnerOptions): ProjectionRunner {
  let projectors: Projector[] = [];
  const leadership = campaignForLeadership(
    options.pool,
    projectorLeaderLockKey,
    {
      async onElected() {
        projectors = await Promise.all(
          options.projections.map((projection) =>
            startProjector(projection, {
              store: options.store,
              db: options.db,
              keys: options.keys,
              publisher: options.publisher,
              onError: options.onError,
            }),
          ),
        );
        options.onLeadershipChange?.(true);
      },
      async onDeposed() {
        const stopping = projectors;
        projectors = [];
        await Promise.all(stopping.map((projector) => projector.stop()));
        options.onLeadershipChange?.(false);
      },
    },
    options.retryMs,
  );
  return { firstAttempt: leadership.firstAttempt, isLeader: leadership.isLeader, stop: leadership.release };
}
