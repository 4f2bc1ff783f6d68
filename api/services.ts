import type pg from 'pg';
import type { PersonalDataKeys } from '../events/personal-data/personal-data-keys.ts';
import type { EventStore } from '../events/store/event-store.ts';
import type { AnyDb } from '../projections/db/read-model-db.ts';
import type { ProgressTracker } from '../projections/runner/progress.ts';
import type { DeletionJobs } from './admin/deletion/deletion-jobs.ts';
import type { Config } from './config.ts';
import type { Mailer } from './mail/mailer.ts';
import type { RateCounters } from './middleware/rate-limit/rate-counters.ts';
import type { OutcomeJobs } from './outcome/outcome-jobs.ts';
import type { Logger } from './platform/logger.ts';
import type { Metrics } from './platform/metrics.ts';
import type { SessionEnds } from './realtime/session-ends.ts';
import type { TextureJobs } from './textures/texture-jobs.ts';
import type { BlobStore } from './uploads/signed-blob-store.ts';
import type { Voting } from './votes/voting.ts';

/** What routes may use: built once at start-up, handed to each area's routes. */
export type Services = {
  readonly config: Config;
  readonly logger: Logger;
  readonly pool: pg.Pool;
  readonly store: EventStore;
  /** Seals personal data for the log (write side); projections only open it. */
  readonly keys: PersonalDataKeys;
  readonly db: AnyDb;
  readonly mailer: Mailer;
  readonly metrics: Metrics;
  readonly progress: ProgressTracker;
  readonly isLeader: () => boolean;
  /** Every rule that depends on time reads this clock (tests move it forward). */
  readonly clock: Clock;
  readonly blobs: BlobStore;
  /** Signs captcha challenges; shared by every node through the database. */
  readonly captchaSecret: string;
  /** Tells the socket server which sessions ended, so their sockets leave staff rooms at once. */
  readonly sessionEnds: SessionEnds;
  /** Keys the client-address hash in event metadata. */
  readonly addressSecret: string;
  /** Rate-limit counters shared by every node. */
  readonly rateCounters: RateCounters;
  /** Queues texture generation off the HTTP path. */
  readonly textures: Pick<TextureJobs, 'enqueue'>;
  /** The vote path's memory on this node (sessions, voting window, verified designs, voters). */
  readonly voting: Voting;
  /** Runs the winner's 24-hour reply deadline. */
  readonly outcome: Pick<OutcomeJobs, 'scheduleReplyDeadline'>;
  /** Schedules the execution of queued account deletions (4 h later). */
  readonly deletions: Pick<DeletionJobs, 'schedule'>;
};

export type Clock = { now(): number };
