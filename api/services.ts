import type pg from 'pg';
import type { EventStore } from '../events/store/event-store.ts';
import type { AnyDb } from '../projections/db/read-model-db.ts';
import type { ProgressTracker } from '../projections/runner/progress.ts';
import type { Config } from './config.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Logger } from './platform/logger.ts';
import type { Metrics } from './platform/metrics.ts';
import type { TextureJobs } from './textures/texture-jobs.ts';
import type { BlobStore } from './uploads/local-blob-store.ts';

/** What routes may use: built once at start-up, handed to each area's routes. */
export type Services = {
  readonly config: Config;
  readonly logger: Logger;
  readonly pool: pg.Pool;
  readonly store: EventStore;
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
  /** Queues texture generation off the HTTP path. */
  readonly textures: Pick<TextureJobs, 'enqueue'>;
};

export type Clock = { now(): number };
