import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import pg from 'pg';
import { createPostgresPersonalDataKeys } from '../../events/personal-data/postgres/postgres-personal-data-keys.ts';
import { type AnyDb, createReadModelDb } from '../../projections/db/read-model-db.ts';
import { leaderboardRoom } from '../../projections/leaderboard/leaderboard-pushes.ts';
import type { Projection } from '../../projections/projection.ts';
import { readModels } from '../../projections/read-models.ts';
import { createReadModels } from '../../projections/runner/create-read-models.ts';
import { trackProgress } from '../../projections/runner/progress.ts';
import { runProjections } from '../../projections/runner/projection-runner.ts';
import { createAdminTables } from '../admin/admin-tables.ts';
import { startDeletionJobs } from '../admin/deletion/deletion-jobs.ts';
import { createApp } from '../app.ts';
import type { Config } from '../config.ts';
import { projectorHealth } from '../health/health.routes.ts';
import { createIdentityTables } from '../identity/identity-tables.ts';
import { sharedSecret } from '../identity/secrets.ts';
import { resolveSession } from '../identity/sessions.ts';
import { createMailer } from '../mail/mailer.ts';
import { createRateCounterTable, postgresRateCounters } from '../middleware/rate-limit/rate-counters.ts';
import { startOutcomeJobs } from '../outcome/outcome-jobs.ts';
import { coalescedPublisher } from '../realtime/coalesced-publisher.ts';
import { sessionEnds } from '../realtime/session-ends.ts';
import type { Authenticate } from '../realtime/socket-server.ts';
import { createSocketServer, type SocketServer } from '../realtime/socket-server.ts';
import type { Clock, Services } from '../services.ts';
import { startTextureJobs } from '../textures/texture-jobs.ts';
import { textureProviderFor } from '../textures/texture-providers.ts';
import { localBlobStorage } from '../uploads/local-blob-storage.ts';
import { s3BlobStorage } from '../uploads/s3-blob-storage.ts';
import { signedBlobStore } from '../uploads/signed-blob-store.ts';
import { createUploadLedgerTable } from '../uploads/upload-ledger.ts';
import { startVoting } from '../votes/voting.ts';
import { countingAppends } from './counting-appends.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import type { Logger } from './logger.ts';
import { createMetrics } from './metrics.ts';
import { openEventStore } from './open-event-store.ts';
import { runProjectionsOnThread } from './projector-thread.ts';

export type RunningPlatform = {
  readonly url: string;
  readonly services: Services;
  /** The node's hono app: tests call `app.request()` on it without a round trip through the network. */
  readonly app: ReturnType<typeof createApp>;
  readonly sockets: SocketServer;
  close(): Promise<void>;
};

type Closer = () => Promise<unknown> | unknown;

export const databaseName = 'contest';

/** Brings up one node: database, event store, read models, HTTP, Socket.IO and (when leader) projectors. */
export async function startPlatform(
  config: Config,
  logger: Logger,
  options: {
    projections?: readonly Projection[];
    authenticate?: Authenticate;
    clock?: Clock;
    /** How often sockets in staff rooms have their session checked again (expiry). */
    socketRecheckMs?: number;
    /** How often due account deletions are looked for besides their own jobs (tests shorten it). */
    deletionSweepMs?: number;
    /** Work the node must finish before its health check says it is ready (the demo seed). */
    beforeReady?: (services: Services) => Promise<void>;
  } = {},
): Promise<RunningPlatform> {
  const closers: Closer[] = [];
  const close = async () => {
    for (const closer of closers.reverse()) await closer();
  };
  try {
    const connectionString = await databaseUrl(config, closers, logger);
    const pool = new pg.Pool({ connectionString, max: 30 });
    pool.on('error', (error) => logger.warn({ err: error }, 'idle database connection failed'));
    const db = createReadModelDb(pool);
    closers.push(() => db.destroy()); // ends the pool: runs last
    const metrics = createMetrics(() => projectorHealth({ store, db }));
    const store = countingAppends(await openEventStore(config, pool), metrics);
    closers.push(() => store.close());
    const keys = await createPostgresPersonalDataKeys(pool);
    const projections = options.projections ?? readModels;
    await createReadModels(db, projections);
    await createIdentityTables(db);
    await createAdminTables(db);
    await createRateCounterTable(pool);
    await createUploadLedgerTable(pool);
    const progress = await trackProgress(pool, db);
    closers.push(() => progress.close());

    const leader = { current: false };
    const clock = options.clock ?? { now: Date.now };
    const blobs = signedBlobStore(blobStorage(config), await sharedSecret(db, 'uploads'));
    const textures = startTextureJobs({
      connectionString,
      store,
      blobs,
      provider: textureProviderFor(config),
      logger,
      clock,
      workers: config.TEXTURE_WORKERS,
    });
    closers.push(() => textures.close());
    const voting = await startVoting({ pool, db, store, clock });
    closers.push(() => voting.close());
    const outcome = startOutcomeJobs({ connectionString, store, db, clock, logger });
    closers.push(() => outcome.close());
    const endedSessions = sessionEnds();
    const deletions = startDeletionJobs({
      connectionString,
      store,
      keys,
      db,
      clock,
      sessionEnds: endedSessions,
      logger,
      sweepMs: options.deletionSweepMs,
    });
    closers.push(() => deletions.close());
    const services: Services = {
      config,
      logger,
      pool,
      store,
      keys,
      db,
      metrics,
      progress,
      mailer: createMailer({
        smtpUrl: config.SMTP_URL,
        outboxDir: path.join(config.DATA_DIR, 'outbox'),
        from: config.MAIL_FROM,
        logger,
      }),
      isLeader: () => leader.current,
      clock,
      sessionEnds: endedSessions,
      blobs,
      captchaSecret: await sharedSecret(db, 'captcha'),
      addressSecret: await sharedSecret(db, 'client-address'),
      rateCounters: postgresRateCounters(pool, clock),
      textures,
      voting,
      outcome,
      deletions,
    };

    const readiness = { ready: false };
    const app = createApp(services, readiness);
    const { server, port } = await listen(app.fetch, config);
    closers.push(() => new Promise((resolve) => server.close(resolve)));
    const sockets = await createSocketServer(server, {
      authenticate: options.authenticate ?? (async (token) => sessionActor(db, token, clock.now())),
      sessionEnds: services.sessionEnds,
      recheckMs: options.socketRecheckMs,
      metrics,
      logger,
      fanOutPool: config.SOCKET_ADAPTER === 'postgres' ? pool : undefined,
    });
    closers.push(() => sockets.close());
    const publisher = coalescedPublisher(sockets, { rooms: [leaderboardRoom], intervalMs: 250 });
    closers.push(() => publisher.close());

    const projecting = {
      publisher,
      onError: (projection: string, error: unknown) => logger.error({ err: error, projection }, 'projection stopped'),
      onLeadershipChange: (isLeader: boolean) => {
        leader.current = isLeader;
        logger.info(
          { leader: isLeader },
          isLeader ? 'this node runs the projectors' : 'this node no longer runs the projectors',
        );
      },
    };
    // The product's own read models run on a thread of their own; a test's extra ones (functions
    // cannot cross to a thread) run beside the requests.
    const runner = options.projections
      ? runProjections({ pool, db, store, keys, projections: options.projections, ...projecting })
      : runProjectionsOnThread({ config, connectionString, ...projecting });
    closers.push(() => runner.stop());
    await runner.firstAttempt;
    // Deletions that fell due while no node was running execute now.
    void deletions.sweep().catch((error: unknown) => logger.warn({ err: error }, 'deletion sweep failed'));
    await options.beforeReady?.(services);
    readiness.ready = true;
    return {
      url: `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${port}`,
      services,
      app,
      sockets,
      close,
    };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}

export function blobStorage(config: Config) {
  if (config.BLOB_STORE === 'local') return localBlobStorage(path.join(config.DATA_DIR, 'uploads'));
  return s3BlobStorage({
    endpoint: config.S3_ENDPOINT!,
    region: config.S3_REGION,
    bucket: config.S3_BUCKET!,
    accessKeyId: config.S3_ACCESS_KEY_ID!,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}

// A socket's rooms do not count as use of the session: only API requests keep it from idling out.
async function sessionActor(db: AnyDb, token: string | undefined, now: number) {
  const session = token ? await resolveSession(db, token, now, { touch: false }) : undefined;
  return session ? { id: session.accountId, role: session.role, sessionId: session.sessionId } : undefined;
}

async function databaseUrl(config: Config, closers: Closer[], logger: Logger): Promise<string> {
  if (config.DATABASE_URL) return config.DATABASE_URL;
  closers.push(lockDataDir(config.DATA_DIR));
  const server = await startEmbeddedPostgres(config.DATA_DIR);
  if (server.owned) closers.push(() => server.stop());
  else logger.info('attached to the embedded PostgreSQL already running on DATA_DIR');
  await server.ensureDatabase(databaseName);
  return server.urlFor(databaseName);
}

function listen(
  fetch: Parameters<typeof serve>[0]['fetch'],
  config: Config,
): Promise<{ server: HttpServer; port: number }> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port: config.PORT, hostname: config.HOST }, (info: AddressInfo) =>
      resolve({ server: server as HttpServer, port: info.port }),
    );
    server.once('error', reject);
  });
}
