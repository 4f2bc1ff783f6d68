import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startProductProcess } from '../testing/product-process.ts';
import { log } from './bench-database.ts';

/** Time from `node ops/start.ts` to a healthy answer, on a fresh DATA_DIR and then again on the same one. */
export async function run() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'contest-startup-'));
  try {
    const timeStart = async () => {
      const startedAt = performance.now();
      const product = await startProductProcess({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
      const ms = Math.round(performance.now() - startedAt);
      await product.stop('SIGINT');
      return ms;
    };
    log('first start (fresh DATA_DIR: creates the database and seeds the demo)…');
    const firstStartMs = await timeStart();
    log('second start (same DATA_DIR)…');
    const secondStartMs = await timeStart();
    return { benchmark: 'startup', firstStartMs, secondStartMs };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
