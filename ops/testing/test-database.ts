import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { PersonalDataKeys } from '../../events/personal-data/personal-data-keys.ts';
import { createPostgresPersonalDataKeys } from '../../events/personal-data/postgres/postgres-personal-data-keys.ts';
import { createPostgresEventStore, type PostgresEventStore } from '../../events/store/postgres/postgres-event-store.ts';
import { type AnyDb, createReadModelDb } from '../../projections/db/read-model-db.ts';

export type TestDatabase = {
  readonly url: string;
  readonly pool: pg.Pool;
  drop(): Promise<void>;
};

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  pool.on('error', () => {}); // idle connections cut by the DROP DATABASE at teardown
  return {
    url,
    pool,
    async drop() {
      if (!pool.ended) await pool.end();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export type TestStore = {
  database: TestDatabase;
  store: PostgresEventStore;
  keys: PersonalDataKeys;
  db: AnyDb;
  close(): Promise<void>;
};

/** A fresh database with the PostgreSQL event store, its personal-data keys and a read-model handle on it. */
export async function createTestStore(options: { pollMs?: number } = { pollMs: 50 }): Promise<TestStore> {
  const database = await createTestDatabase();
  const store = await createPostgresEventStore(database.pool, options);
  const keys = await createPostgresPersonalDataKeys(database.pool);
  const db = createReadModelDb(database.pool);
  return {
    database,
    store,
    keys,
    db,
    close: async () => {
      await store.close();
      await db.destroy();
      await database.drop();
    },
  };
}
