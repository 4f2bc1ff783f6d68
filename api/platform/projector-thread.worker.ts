import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';
import { createPostgresPersonalDataKeys } from '../../events/personal-data/postgres/postgres-personal-data-keys.ts';
import { createReadModelDb } from '../../projections/db/read-model-db.ts';
import { readModels } from '../../projections/read-models.ts';
import { runProjections } from '../../projections/runner/projection-runner.ts';
import type { Config } from '../config.ts';
import { openEventStore } from './open-event-store.ts';
import type { FromProjectorThread, ToProjectorThread } from './projector-thread.ts';

// The projectors of `npm start`, on a thread of their own (see projector-thread.ts).
const { config, connectionString } = workerData as { config: Config; connectionString: string };
const port = parentPort!;
const tell = (message: FromProjectorThread) => port.postMessage(message);

const pool = new pg.Pool({ connectionString, max: readModels.length + 4 });
pool.on('error', () => {}); // an idle connection lost: the pool opens another, the projectors retry
const db = createReadModelDb(pool);
const store = await openEventStore(config, pool);
const runner = runProjections({
  pool,
  db,
  store,
  keys: await createPostgresPersonalDataKeys(pool),
  projections: readModels,
  publisher: { publish: (push) => tell({ type: 'push', push }) },
  onError: (projection, error) =>
    tell({ type: 'error', projection, message: error instanceof Error ? error.message : String(error) }),
  onLeadershipChange: (leader) => tell({ type: 'leadership', leader }),
});
await runner.firstAttempt;
tell({ type: 'ready' });

port.on('message', async (message: ToProjectorThread) => {
  if (message !== 'stop') return;
  try {
    await runner.stop();
    await store.close();
    await db.destroy();
  } finally {
    tell({ type: 'stopped' });
  }
});
