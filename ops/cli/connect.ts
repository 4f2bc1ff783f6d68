import pg from 'pg';
import { type Config, loadConfig } from '../../api/config.ts';
import { createIdentityTables } from '../../api/identity/identity-tables.ts';
import { lockDataDir } from '../../api/platform/data-dir-lock.ts';
import { startEmbeddedPostgres } from '../../api/platform/embedded-postgres.ts';
import { openEventStore } from '../../api/platform/open-event-store.ts';
import { databaseName } from '../../api/platform/start-platform.ts';
import type { PersonalDataKeys } from '../../events/personal-data/personal-data-keys.ts';
import { createPostgresPersonalDataKeys } from '../../events/personal-data/postgres/postgres-personal-data-keys.ts';
import type { EventStore } from '../../events/store/event-store.ts';
import { type AnyDb, createReadModelDb } from '../../projections/db/read-model-db.ts';
import { readModels } from '../../projections/read-models.ts';
import { createReadModels } from '../../projections/runner/create-read-models.ts';

export type OpsConnection = {
  config: Config;
  pool: pg.Pool;
  store: EventStore;
  keys: PersonalDataKeys;
  db: AnyDb;
  close(): Promise<void>;
};

// Operator commands use the PostgreSQL that `npm start` is running on DATA_DIR, or start it
// themselves; then they hold the DATA_DIR lock so that no app starts on a server about to stop.
export async function connectOps(): Promise<OpsConnection> {
  const config = loadConfig();
  const closers: Array<() => Promise<unknown> | unknown> = [];
  let url = config.DATABASE_URL;
  if (!url) {
    const server = await startEmbeddedPostgres(config.DATA_DIR);
    if (server.owned) closers.push(() => server.stop(), lockDataDir(config.DATA_DIR));
    await server.ensureDatabase(databaseName);
    url = server.urlFor(databaseName);
  }
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Stopping the server we started ends the connections still idle in the pool; that is expected,
  // and an 'error' event nobody listens to would crash the command after its work succeeded.
  pool.on('error', () => {});
  const store = await openEventStore(config, pool);
  const keys = await createPostgresPersonalDataKeys(pool);
  const db = createReadModelDb(pool);
  await createReadModels(db, readModels);
  await createIdentityTables(db);
  closers.push(
    () => db.destroy(),
    () => store.close(),
  );
  return {
    config,
    pool,
    store,
    keys,
    db,
    async close() {
      for (const closer of closers.reverse()) await closer();
    },
  };
}

/** Runs an operator command: connect, work, disconnect, and exit with its code. */
export function runOps(work: (ops: OpsConnection) => Promise<number>): void {
  connectOps()
    .then(async (ops) => {
      try {
        return await work(ops);
      } finally {
        await ops.close();
      }
    })
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
