import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../api/config.ts';
import { createLogger } from '../../api/platform/logger.ts';
import { type RunningPlatform, startPlatform } from '../../api/platform/start-platform.ts';
import { createTestDatabase } from './test-database.ts';

export type TestPlatform = RunningPlatform & { readonly dataDir: string };

/** A whole node on a fresh database and a free port, for tests that go through HTTP and sockets. */
export async function startTestPlatform(
  env: Record<string, string> = {},
  options: Parameters<typeof startPlatform>[2] = {},
): Promise<TestPlatform> {
  const database = await createTestDatabase();
  await database.pool.end();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'contest-test-data-'));
  // scrypt at a low cost keeps sign-ups fast; one test proves hashes are upgraded to the configured cost.
  const config = loadConfig({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    PORT: '0',
    SEED_DEMO: 'false',
    PASSWORD_HASH_COST: '12',
    ...env,
  });
  const platform = await startPlatform(config, createLogger('silent'), options);
  return {
    ...platform,
    dataDir,
    async close() {
      await platform.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
