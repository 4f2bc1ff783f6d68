import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostgresEventStore } from '../../events/store/postgres/postgres-event-store.ts';
import { createTestStore, type TestStore } from '../../ops/testing/test-database.ts';
import type { AnyDb } from '../db/read-model-db.ts';
import { eventCounts, eventCountsProjection } from '../event-counts/event-counts.projection.ts';
import { createReadModels } from './create-read-models.ts';
import { startProjector } from './projector.ts';
import { rebuildShadow, swapIn, verifyProjection } from './shadow-rebuild.ts';

describe('shadow rebuild', () => {
  let test: TestStore;
  let store: PostgresEventStore;
  let db: AnyDb;
  let keys: TestStore['keys'];

  beforeAll(async () => {
    test = await createTestStore();
    ({ store, db, keys } = test);
    await createReadModels(db, [eventCountsProjection]);
  });
  afterAll(async () => test?.close());

  const appendMany = async (prefix: string, count: number) => {
    for (let i = 0; i < count; i++)
      await store.append(`${prefix}-${i}`, [{ type: prefix, data: { i } }], { expectedVersion: 0 });
  };

  it('replaces the live tables with a rebuild while the live projector keeps running and events keep coming', async () => {
    await appendMany('Before', 300);
    const live = await startProjector(eventCountsProjection, { store, db, keys });
    await expect.poll(async () => (await eventCounts(db)).Before).toBe(300);
    await sql`UPDATE event_counts SET count = 1 WHERE type = 'Before'`.execute(db); // a read model gone wrong

    const writing = appendMany('During', 200);
    const shadow = await rebuildShadow(eventCountsProjection, { store, db, keys });
    await swapIn(eventCountsProjection, shadow, { store, db, keys });
    await writing;

    await expect.poll(() => eventCounts(db)).toEqual({ Before: 300, During: 200 });
    expect(await verifyProjection(eventCountsProjection, { store, db, keys })).toEqual([]);
    await live.stop();
  });

  it('reports the rows where a live read model differs from its rebuild', async () => {
    await sql`UPDATE event_counts SET count = 7 WHERE type = 'During'`.execute(db);
    const diffs = await verifyProjection(eventCountsProjection, { store, db, keys });
    expect(diffs).toEqual([
      {
        table: 'event_counts',
        onlyLive: [{ type: 'During', count: '7' }],
        onlyRebuilt: [{ type: 'During', count: '200' }],
      },
    ]);
    const schemas = await sql`SELECT 1 FROM information_schema.schemata WHERE schema_name LIKE 'shadow_%'`.execute(db);
    expect(schemas.rows).toEqual([]);
  });
});
