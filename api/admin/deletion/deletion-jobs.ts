import { PgBoss } from 'pg-boss';
import { dueDeletions } from '../../../projections/admin/deletion-queue.projection.ts';
import type { AnyDb } from '../../../projections/db/read-model-db.ts';
import type { Logger } from '../../platform/logger.ts';
import { type ErasureServices, executeDeletion } from './execute-deletion.ts';

export type DeletionJobs = {
  /** Queues the execution for `executeAt` (a pg-boss job, kept in the database across restarts). */
  schedule(accountId: string, executeAt: number): Promise<void>;
  /** Runs every queued deletion that is due now (once the read models are up at start, then every `sweepMs`). */
  sweep(): Promise<number>;
  close(): Promise<void>;
};

const queue = 'account-deletion';

type JobDeps = ErasureServices & {
  readonly connectionString: string;
  readonly db: AnyDb;
  readonly logger: Logger;
  /** How often due deletions are looked for besides their own job (default one minute). */
  readonly sweepMs?: number;
};

// Each request sends a job that starts when the 4 hours are up; pg-boss keeps it in PostgreSQL, so
// a job due while every node was down runs at the next start. The sweep covers what a job cannot:
// a clock that is not the wall clock (tests move it) and jobs lost with a dropped pg-boss schema.
export function startDeletionJobs(deps: JobDeps): DeletionJobs {
  const boss = new PgBoss({ connectionString: deps.connectionString, max: 2 });
  boss.on('error', (error) => deps.logger.warn({ err: error }, 'deletion job queue error'));
  const execute = async (accountId: string) => {
    try {
      return await executeDeletion(deps, accountId);
    } catch (error) {
      deps.logger.error({ err: error, accountId }, 'account deletion failed; it runs again at the next sweep');
      return false;
    }
  };
  const sweep = async () => {
    let executed = 0;
    for (const accountId of await dueDeletions(deps.db, deps.clock.now())) if (await execute(accountId)) executed++;
    return executed;
  };
  const ready = (async () => {
    await boss.start();
    await boss.createQueue(queue, { retryLimit: 5, retryDelay: 60, expireInSeconds: 600 });
    await boss.work<{ accountId: string }>(queue, { pollingIntervalSeconds: 5 }, async ([job]) => {
      if (job) await execute(job.data.accountId);
    });
  })();
  ready.catch((error: unknown) => deps.logger.error({ err: error }, 'deletion job queue did not start'));
  const timer = setInterval(() => void sweep().catch(() => undefined), deps.sweepMs ?? 60_000);
  timer.unref();

  return {
    async schedule(accountId, executeAt) {
      await ready;
      await boss.send(
        queue,
        { accountId },
        { startAfter: new Date(executeAt), singletonKey: `${accountId}:${executeAt}` },
      );
    },
    sweep,
    async close() {
      clearInterval(timer);
      await ready.catch(() => undefined);
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
