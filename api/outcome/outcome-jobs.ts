import { PgBoss } from 'pg-boss';
import { currentContest } from '../../projections/contest/contest.projection.ts';
import type { Logger } from '../platform/logger.ts';
import { type OutcomeServices, onOutcome, outcomeOf, selectedIn } from './contest-outcome.ts';

type DisqualifyJob = { eventId: string; designId: string };

export type OutcomeJobs = {
  /** Disqualifies `designId` at `replyBy` unless its win was confirmed by then. */
  scheduleReplyDeadline(job: DisqualifyJob & { replyBy: number }): Promise<void>;
  close(): Promise<void>;
};

const queue = 'outcome-reply-deadline';

// pg-boss keeps the job in PostgreSQL, so a restart (or another node) still runs it on time. The
// decider ignores a job that is early, repeated or outdated, so jobs are sent without a singleton
// key: at start the current winner's deadline is scheduled again, in case a crash came between the
// append and the send (or the clock moved on while no node ran).
export function startOutcomeJobs(
  services: OutcomeServices & { connectionString: string; logger: Logger },
): OutcomeJobs {
  const boss = new PgBoss({ connectionString: services.connectionString, max: 2 });
  boss.on('error', (error) => services.logger.warn({ err: error }, 'outcome job queue error'));

  async function schedule(job: DisqualifyJob & { replyBy: number }): Promise<void> {
    // The delay follows the app's clock (tests move it); pg-boss counts it on the database's.
    const startAfter = Math.max(0, Math.ceil((job.replyBy - services.clock.now()) / 1000));
    await boss.send(queue, { eventId: job.eventId, designId: job.designId } satisfies DisqualifyJob, {
      startAfter,
      retryLimit: 5,
    });
  }

  async function run(job: DisqualifyJob): Promise<void> {
    const result = await onOutcome(services, job.eventId, {
      type: 'DisqualifyUnconfirmedWinner',
      data: job,
      metadata: { now: services.clock.now(), actor: { id: 'outcome-job', role: 'system' } },
    });
    for (const next of selectedIn(result.events)) await schedule(next);
  }

  const ready = (async () => {
    await boss.start();
    await boss.createQueue(queue);
    await boss.work<DisqualifyJob>(queue, { pollingIntervalSeconds: 1 }, async ([job]) => {
      if (job) await run(job.data);
    });
    const contest = await currentContest(services.db);
    const winner = contest && (await outcomeOf(services, contest.eventId)).winner;
    if (contest && winner && !winner.confirmed) await schedule({ eventId: contest.eventId, ...winner });
  })();
  ready.catch((error: unknown) => services.logger.error({ err: error }, 'outcome job queue did not start'));

  return {
    async scheduleReplyDeadline(job) {
      await ready;
      await schedule(job);
    },
    async close() {
      await ready.catch(() => undefined);
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
