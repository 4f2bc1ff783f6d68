import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../ops/testing/test-database.ts';
import { assertLogOrder, describeEventStoreContract, readEverything } from '../event-store.contract.ts';
import type { RecordedEvent } from '../event-store.ts';
import { appendBatch } from './append-batch.ts';
import {
  createPostgresEventStore,
  type PostgresEventStore,
  type PostgresEventStoreOptions,
} from './postgres-event-store.ts';

const writerModes: Record<string, PostgresEventStoreOptions> = {
  'group commit, batches on 2 connections': {},
  'group commit, batches on 4 connections': { writerConnections: 4 },
  'group commit, one batch at a time': { writerConnections: 1 },
  'one transaction per append': { groupCommit: false },
};

for (const [mode, options] of Object.entries(writerModes)) {
  describeEventStoreContract(`PostgreSQL (${mode})`, async () => {
    const db = await createTestDatabase();
    const store = await createPostgresEventStore(db.pool, options);
    return {
      store,
      cleanup: async () => {
        await store.close();
        await db.drop();
      },
    };
  });
}

describe('PostgreSQL global log under late commits', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;

  beforeAll(async () => {
    db = await createTestDatabase();
    store = await createPostgresEventStore(db.pool, { pollMs: 50 });
  });
  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  const event = (label: string) => ({ type: 'Labelled', data: { label } });

  function collect() {
    const received: RecordedEvent[] = [];
    const subscription = store.subscribe({}, (events) => void received.push(...events));
    return { received, subscription };
  }

  it('holds back later commits until an older open transaction commits, then delivers all once', async () => {
    const { received, subscription } = collect();
    const slow = await db.pool.connect();
    await slow.query('BEGIN');
    await appendBatch(slow, [{ streamId: 'slow-1', expectedVersion: 0, events: [event('slow')] }]);

    await store.append('fast-1', [event('fast-a')], { expectedVersion: 0 });
    await store.append('fast-2', [event('fast-b')], { expectedVersion: 0 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toEqual([]);

    await slow.query('COMMIT');
    slow.release();
    await expect.poll(() => received.length).toBe(3);
    await subscription.stop();
    expect(received.map((e) => (e.data as { label: string }).label)).toEqual(['slow', 'fast-a', 'fast-b']);
    assertLogOrder(received);
  });

  it('reads past an open transaction declared never to append (a projector writing read models)', async () => {
    const { received, subscription } = collect();
    const projector = await db.pool.connect();
    await projector.query('BEGIN');
    const { rows } = await projector.query<{ id: string }>('SELECT pg_current_xact_id()::text AS id');
    const release = store.exemptFromHorizon(rows[0]!.id);
    try {
      await store.append('beside-projector', [event('beside')], { expectedVersion: 0 });
      await expect.poll(() => received.map((e) => (e.data as { label: string }).label)).toContain('beside');
    } finally {
      await projector.query('COMMIT');
      projector.release();
      release();
      await subscription.stop();
    }
  });

  it('keeps delivering after its database refused and cut every connection for a while', async () => {
    const { received, subscription } = collect();
    const database = new URL(db.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: inject('postgresAdminUrl') });
    await admin.connect();
    try {
      await admin.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [database]);
      await new Promise((resolve) => setTimeout(resolve, 300)); // several reads fail meanwhile
    } finally {
      await admin.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    await store.append('after-outage', [event('after-outage')], { expectedVersion: 0 });
    await expect.poll(() => received.map((e) => (e.data as { label: string }).label)).toContain('after-outage');
    await subscription.stop();
  });

  it('does not skip an older transaction that takes a lower position after a newer one commits', async () => {
    const before = await store.readAll({ limit: 10_000 });
    const { received, subscription } = collect();
    const older = await db.pool.connect();
    await older.query('BEGIN');
    await older.query('SELECT pg_current_xact_id()'); // takes its transaction id now, writes later

    const newer = await store.append('newer-1', [event('newer')], { expectedVersion: 0 });
    await appendBatch(older, [{ streamId: 'older-1', expectedVersion: 0, events: [event('older')] }]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received.filter((e) => !before.some((b) => b.globalPosition === e.globalPosition))).toEqual([]);

    await older.query('COMMIT');
    older.release();
    await expect.poll(() => received.length).toBe(before.length + 2);
    await subscription.stop();
    const fresh = received.slice(before.length);
    expect(fresh.map((e) => (e.data as { label: string }).label)).toEqual(['older', 'newer']);
    expect(fresh[1]!.globalPosition).toBe(newer.events[0]!.globalPosition);
    expect(fresh[0]!.globalPosition).toBeGreaterThan(fresh[1]!.globalPosition);
    assertLogOrder(received);
  });

  it('gives every subscriber the exact log while batches commit concurrently from several connections', async () => {
    const start = (await readEverything(store)).at(-1)?.logPosition;
    const subscribers = Array.from({ length: 3 }, (_, i) => {
      const received: RecordedEvent[] = [];
      const subscription = store.subscribe({ from: start, batchSize: 17 + i * 40 }, (events) => {
        received.push(...events);
      });
      return { received, subscription };
    });
    // Open transactions on their own connections, each holding a batch, commit in reverse order
    // while the store's own writers commit their batches around them.
    const held = await Promise.all(
      Array.from({ length: 4 }, async (_, t) => {
        const client = await db.pool.connect();
        await client.query('BEGIN');
        await appendBatch(
          client,
          Array.from({ length: 5 }, (_, s) => ({
            streamId: `held-${t}-${s}`,
            expectedVersion: 0,
            events: [event(`held-${t}-${s}-a`), event(`held-${t}-${s}-b`)],
          })),
        );
        return client;
      }),
    );
    const appended = Promise.all(
      Array.from({ length: 24 }, async (_, s) => {
        for (let version = 0; version < 15; version++) {
          await store.append(`busy-${s}`, [event(`busy-${s}-${version}`)], { expectedVersion: version });
        }
      }),
    );
    for (const client of held.reverse()) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await client.query('COMMIT');
      client.release();
    }
    await appended;

    const log = await readEverything(store, start);
    expect(log).toHaveLength(4 * 5 * 2 + 24 * 15);
    for (const { received, subscription } of subscribers) {
      await expect.poll(() => received.length, { timeout: 10_000 }).toBe(log.length);
      await subscription.stop();
      expect(received.map((e) => e.globalPosition)).toEqual(log.map((e) => e.globalPosition));
      assertLogOrder(received);
    }
  });
});
