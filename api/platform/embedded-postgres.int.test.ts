import { mkdtemp, readFile, rm, stat, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordFileName, startEmbeddedPostgres } from './embedded-postgres.ts';

async function connects(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const withPassword = (url: string, password: string) => url.replace(/\/\/postgres:[^@]+@/, `//postgres:${password}@`);

describe('embedded PostgreSQL credentials', () => {
  let dataDir: string;
  beforeAll(async () => (dataDir = await mkdtemp(path.join(os.tmpdir(), 'contest-pg-password-'))));
  afterAll(async () => rm(dataDir, { recursive: true, force: true }));

  it('gets a random password kept in DATA_DIR for its owner only, and postgres/postgres does not open it', async () => {
    const server = await startEmbeddedPostgres(dataDir);
    try {
      const file = path.join(dataDir, passwordFileName);
      const password = (await readFile(file, 'utf8')).trim();
      expect(password).toMatch(/^[\w-]{32}$/);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(server.adminUrl).toContain(`:${password}@`);
      expect(await connects(server.adminUrl)).toBe(true);
      expect(await connects(withPassword(server.adminUrl, 'postgres'))).toBe(false);
    } finally {
      await server.stop();
    }
  });

  it('moves a data directory made with postgres/postgres onto a random password at its next start', async () => {
    const first = await startEmbeddedPostgres(dataDir);
    const client = new pg.Client({ connectionString: first.adminUrl });
    await client.connect();
    await client.query("ALTER ROLE postgres PASSWORD 'postgres'");
    await client.end();
    await first.stop();
    await unlink(path.join(dataDir, passwordFileName));

    const again = await startEmbeddedPostgres(dataDir);
    try {
      const password = (await readFile(path.join(dataDir, passwordFileName), 'utf8')).trim();
      expect(password).not.toBe('postgres');
      expect(await connects(again.adminUrl)).toBe(true);
      expect(await connects(withPassword(again.adminUrl, 'postgres'))).toBe(false);
    } finally {
      await again.stop();
    }
  });
});
