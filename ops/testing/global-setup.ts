import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../api/platform/embedded-postgres.ts';
import { buildClientIfStale } from '../client-build.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

// One real PostgreSQL for the whole run; each test file makes its own database in it. The web
// client is built when stale, so the node under test serves the real page, not the fallback.
export default async function setup(project: TestProject) {
  await buildClientIfStale();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'contest-test-pg-'));
  const server = await startEmbeddedPostgres(dataDir);
  project.provide('postgresAdminUrl', server.adminUrl);
  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
