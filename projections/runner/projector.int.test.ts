import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostgresEventStore } from '../../events/store/postgres/postgres-event-store.ts';
import { createTestStore, type TestStore } from '../../ops/testing/test-database.ts';
import type { AnyDb } from '../db/read-model-db.ts';
import { eventCounts, eventCountsProjection } from '../event-counts/event-counts.projection.ts';
import type { Projection, Push } from '../projection.ts';
import { readCheckpoints } from './checkpoints.ts';
import { createReadModels } from './create-read-models.ts';
import { trackProgress } from './progress.ts';
import { startProjector } from './projector.ts';

// Records each event it applies under its global position: applying one twice breaks the key.
function ledgerProjection(poisoned: (data: { n: number }) => boolean): Projection {
  return {
    name: 'ledger',
    tables: ['ledger'],
    async createTables(db) {
      await sql`CREATE TABLE IF NOT EXISTS ledger (position bigint PRIMARY KEY, n int NOT NULL)`.execute(db);
    },
    async apply(trx, events) {
      const pushes: Push[] = [];
      for (const event of events) {
        const data = event.data as { n: number };
        await sql`INSERT INTO ledger VALUES (${event.globalPosition}, ${data.n})`.execute(trx);
        if (poisoned(data)) throw new Error(`poisoned event ${data.n}`);
        pushes.push({ room: 'ledger', event: 'ledger', payload: data.n });
      }
      return pushes;
    },
  };
}

describe('projector', () => {
  let test: TestStore;
  let store: PostgresEventStore;
  let db: AnyDb;
  let keys: TestStore['keys'];

  beforeAll(async () => {
    test = await createTestStore();
    ({ store, db, keys } = test);
  });
  afterAll(async () => test?.close());

  const ledgerValues = async () =>
    (await sql<{ n: number }>`SELECT n FROM ledger ORDER BY position`.execute(db)).rows.map((row) => row.n);

  it('stops only the failing projection mid-batch, then resumes from its checkpoint without applying twice', async () => {
    for (let n = 1; n <= 10; n++)
      await store.append(`counter-${n}`, [{ type: 'Counted', data: { n } }], { expectedVersion: 0 });
    const failing = ledgerProjection(({ n }) => n === 6);
    await createReadModels(db, [failing, eventCountsProjection]);
    const errors: string[] = [];
    const broken = await startProjector(failing, {
      store,
      db,
      keys,
      batchSize: 4,
      onError: (name) => errors.push(name),
    });
    const counting = await startProjector(eventCountsProjection, { store, db, keys, batchSize: 4 });

    await expect.poll(() => broken.status().state).toBe('failed');
    await expect.poll(async () => (await eventCounts(db)).Counted).toBe(10);
    expect(errors).toEqual(['ledger']);
    expect(await ledgerValues()).toEqual([1, 2, 3, 4]); // the half-applied batch 5–8 rolled back
    const ledgerRow = (await readCheckpoints(db)).find((row) => row.name === 'ledger')!;
    expect(ledgerRow).toMatchObject({ status: 'failed', error: 'poisoned event 6' });

    const pushes: Push[] = [];
    const restarted = await startProjector(
      ledgerProjection(() => false),
      {
        store,
        db,
        keys,
        batchSize: 4,
        publisher: { publish: (push) => pushes.push(push) },
      },
    );
    await expect.poll(ledgerValues).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pushes.map((push) => push.payload)).toEqual([5, 6, 7, 8, 9, 10]);
    expect((await readCheckpoints(db)).find((row) => row.name === 'ledger')).toMatchObject({
      status: 'running',
      error: null,
    });
    await Promise.all([restarted.stop(), counting.stop(), broken.stop()]);
  });

  it('passes over batches with none of its events without a transaction, and stores that checkpoint within a second', async () => {
    const applied: number[][] = [];
    const projection: Projection = {
      name: 'odd_ledger',
      tables: [],
      relevant: (event) => event.type === 'Odd',
      async createTables() {},
      async apply(_trx, events) {
        applied.push(events.map((event) => (event.data as { n: number }).n));
        return [];
      },
    };
    const start = (await store.readAll({ limit: 100_000 })).at(-1)!.logPosition;
    await createReadModels(db, [projection]);
    await sql`UPDATE projection_checkpoints SET commit_position = ${start.commit}, prepare_position = ${start.prepare}
      WHERE name = 'odd_ledger'`.execute(db);
    const tracker = await trackProgress(test.database.pool, db);
    const projector = await startProjector(projection, { store, db, keys });

    const even = await store.append('evens', [{ type: 'Even', data: { n: 2 } }], { expectedVersion: 0 });
    expect(await tracker.waitFor('odd_ledger', even.lastPosition!, 5000)).toBe(true);
    expect(applied).toEqual([]);
    const stored = (await readCheckpoints(db)).find((row) => row.name === 'odd_ledger')!;
    expect({ commit: Number(stored.commit_position), prepare: Number(stored.prepare_position) }).toEqual(
      even.lastPosition,
    );

    await store.append('odds', [{ type: 'Odd', data: { n: 3 } }], { expectedVersion: 0 });
    const more = await store.append('evens', [{ type: 'Even', data: { n: 4 } }], { expectedVersion: 1 });
    expect(await tracker.waitFor('odd_ledger', more.lastPosition!, 5000)).toBe(true);
    expect(applied.flat()).toContain(3);
    expect(applied.flat()).not.toContain(2);
    await projector.stop();
    await tracker.close();
  });

  it('lets a request wait until a projection has applied its own write', async () => {
    const tracker = await trackProgress(test.database.pool, db);
    const counting = await startProjector(eventCountsProjection, { store, db, keys });
    const written = await store.append('waited-1', [{ type: 'Waited', data: {} }], { expectedVersion: 0 });
    expect(await tracker.waitFor('event_counts', written.lastPosition!, 5000)).toBe(true);
    expect((await eventCounts(db)).Waited).toBe(1);
    const never = { commit: written.lastPosition!.commit + 1000, prepare: 0 };
    expect(await tracker.waitFor('event_counts', never, 100)).toBe(false);
    await counting.stop();
    await tracker.close();
  });
});
