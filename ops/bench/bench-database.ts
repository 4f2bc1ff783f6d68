import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../api/platform/embedded-postgres.ts';

export type BenchDatabase = { readonly url: string; readonly pool: pg.Pool; close(): Promise<void> };

/** A fresh embedded PostgreSQL (durable: fsync on, as in production) that the benchmark throws away. */
export async function startBenchDatabase(name = 'bench'): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'contest-bench-'));
  const server = await startEmbeddedPostgres(dataDir);
  await server.ensureDatabase(name);
  const url = server.urlFor(name);
  const pool = new pg.Pool({ connectionString: url, max: 40 });
  pool.on('error', () => {}); // idle clients dropped at shutdown
  return {
    url,
    pool,
    async close() {
      await pool.end();
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const log = (message: string) => process.stderr.write(`${message}\n`);
