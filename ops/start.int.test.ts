import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './testing/api-client.ts';
import { startProductProcess } from './testing/product-process.ts';

const run = promisify(execFile);

// `npm start` on an embedded PostgreSQL, as a newcomer runs it: data survives a restart, a second
// start on the same DATA_DIR refuses, and operator commands work with or without the app running.
describe('npm start on DATA_DIR', () => {
  let dataDir: string;
  beforeAll(async () => (dataDir = await mkdtemp(path.join(os.tmpdir(), 'contest-lifecycle-'))));
  afterAll(async () => rm(dataDir, { recursive: true, force: true }));

  const contestOf = async (url: string) =>
    (await apiClient(url).get('/event')).body.data?.eventId as string | undefined;
  const ops = (script: string, ...args: string[]) =>
    run(process.execPath, [script, ...args], { env: { ...process.env, DATA_DIR: dataDir } });

  it('seeds, stops cleanly on Ctrl-C, keeps its data, refuses a second instance, and serves operator commands', async () => {
    const first = await startProductProcess({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
    // Healthy means serving: the seed runs right after, so the contest shows up a moment later.
    await expect.poll(() => contestOf(first.url), { timeout: 15_000 }).toEqual(expect.any(String));
    const contest = await contestOf(first.url);

    const second = spawn(process.execPath, ['ops/start.ts'], { env: { ...process.env, DATA_DIR: dataDir, PORT: '0' } });
    let refusal = '';
    second.stderr.on('data', (chunk) => (refusal += chunk));
    expect(await new Promise((resolve) => second.once('exit', resolve))).toBe(1);
    expect(refusal).toContain('is already used by another running instance');

    expect((await ops('ops/cli/audit.ts', '--verify')).stdout).toContain('accounts: matches its rebuild');

    await first.stop('SIGINT');
    expect(first.child.exitCode, first.output()).toBe(0);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const { stdout } = await ops('ops/cli/audit.ts', '--stream', `contest-${contest}`);
    expect(stdout).toContain('ContestScheduled');
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const again = await startProductProcess({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
    expect(await contestOf(again.url)).toBe(contest);
    await again.stop('SIGINT');
  }, 90_000);
});
