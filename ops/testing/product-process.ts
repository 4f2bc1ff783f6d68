import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../api/platform/embedded-postgres.ts';

export type ProductProcess = {
  readonly url: string;
  readonly dataDir: string;
  readonly child: ChildProcess;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
};

const root = path.resolve(import.meta.dirname, '../..');

/** `npm start` as a real child process (node ops/start.ts), on a free port, waiting until healthy. */
export async function startProductProcess(env: Record<string, string> = {}): Promise<ProductProcess> {
  const dataDir = env.DATA_DIR ?? (await mkdtemp(path.join(os.tmpdir(), 'contest-product-')));
  const port = env.PORT ? Number(env.PORT) : await freePort();
  // PRODUCT_NODE_FLAGS adds Node flags to the product, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
  // to see where a benchmark's time goes.
  const nodeFlags = process.env.PRODUCT_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeFlags, 'ops/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      PASSWORD_HASH_COST: '12',
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + 150_000; // generous: the seed renders textures on a loaded machine
  while (!(await healthy(url))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`product did not start on ${url}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    dataDir,
    child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      await exited;
      if (!env.DATA_DIR) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/v1/health`)).ok;
  } catch {
    return false;
  }
}
