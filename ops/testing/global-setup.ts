import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildClientIfStale } from '../client-build.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

// One real PostgreSQL for the whole run; each test file makes its own database in it. The web
// client is built when stale, so the node under test serves the real page, not the fallback.
export default async function setup(project: TestProject) {
  const { startEmbeddedPostgres } = await withoutExitOverride(() => import('../../api/platform/embedded-postgres.ts'));
  await buildClientIfStale();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'contest-test-pg-'));
  const server = await startEmbeddedPostgres(dataDir);
  project.provide('postgresAdminUrl', server.adminUrl);
  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}

// embedded-postgres registers async-exit-hook on the process's exit events and signals: its
// 'beforeExit' handler calls process.exit(0), which in vitest's main process replaced the failing
// exit code, so a failed test still passed `npm test`. The teardown above stops the server itself.
const exitEvents = ['beforeExit', 'exit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;

async function withoutExitOverride<T>(load: () => Promise<T>): Promise<T> {
  const before = new Map(exitEvents.map((event) => [event, new Set(process.listeners(event))]));
  const loaded = await load();
  for (const event of exitEvents)
    for (const listener of process.listeners(event))
      if (!before.get(event)!.has(listener)) process.off(event, listener as (...args: unknown[]) => void);
  return loaded;
}
