import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../ops/testing/test-database.ts';
import type { AppendedRow } from './append-batch.ts';
import { createEventStoreSchema } from './event-store-schema.ts';
import { groupCommitWriter } from './group-commit-writer.ts';

describe('group-commit writer', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
    await createEventStoreSchema(db.pool);
  });
  afterAll(async () => db.drop());

  const newStream = (label: string) => ({
    streamId: `${label}-${crypto.randomUUID()}`,
    expectedVersion: 0,
    events: [{ type: 'Labelled', data: { label } }],
  });

  it('writes appends that arrive together in one transaction, each with its own rows', async () => {
    const committed: string[] = [];
    const write = groupCommitWriter(db.pool, { connections: 1, onCommitted: (id) => committed.push(id) });
    const appends = Array.from({ length: 10 }, (_, i) => newStream(`together-${i}`));
    const rows = await Promise.all(appends.map(write));
    expect(rows.map((appended) => appended.map((row) => row.stream_id))).toEqual(appends.map((a) => [a.streamId]));
    expect(new Set(rows.flat().map((row) => row.transaction_id)).size).toBe(1);
    expect(committed).toEqual([rows[0]![0]!.transaction_id]);
  });

  it('keeps committing other streams while one batch waits on a lock', async () => {
    const write = groupCommitWriter(db.pool, { connections: 2, onCommitted: () => {} });
    const locked = newStream('locked');
    await write(locked);
    const holder = await db.pool.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT 1 FROM streams WHERE stream_id = $1 FOR UPDATE', [locked.streamId]);

    const settled = new Set<string>();
    const track = (name: string, rows: Promise<AppendedRow[]>) => rows.finally(() => settled.add(name));
    const blocked = track('blocked', write({ ...locked, expectedVersion: 1 }));
    const sameStream = track('same stream', write({ ...locked, expectedVersion: 2 }));
    const waitingOnLocks = async () =>
      (
        await db.pool.query(
          `SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
        )
      ).rowCount;
    await expect.poll(waitingOnLocks, { timeout: 10_000 }).toBe(1); // the first batch waits on the lock
    const free = track('free', write(newStream('free')));
    try {
      await expect.poll(() => settled.has('free'), { timeout: 5000 }).toBe(true);
      expect(await free).toHaveLength(1);
      expect(settled.has('blocked') || settled.has('same stream')).toBe(false);
    } finally {
      await holder.query('COMMIT');
      holder.release();
    }
    expect((await blocked).map((row) => row.stream_version)).toEqual([2]);
    // The second append to the locked stream waited for the first's batch, then passed its own check.
    expect((await sameStream).map((row) => row.stream_version)).toEqual([3]);
  });

  // Another node's transaction takes the same stream heads in the other order. Whichever stream the
  // batch locks first, one of the two orders below makes a real deadlock, and PostgreSQL rolls the
  // batch back: it is written again, and both appends land once.
  it.each([0, 1])('writes a batch again after another node made it a deadlock victim (%i)', async (heldFirst) => {
    const write = groupCommitWriter(db.pool, { connections: 1, onCommitted: () => {} });
    const streams = [newStream('one'), newStream('two')];
    await Promise.all(streams.map(write));
    const [first, second] = heldFirst === 0 ? streams : [streams[1]!, streams[0]!];
    const otherNode = await db.pool.connect();
    try {
      await otherNode.query('BEGIN');
      await otherNode.query('SELECT 1 FROM streams WHERE stream_id = $1 FOR UPDATE', [first!.streamId]);
      const batch = Promise.all(streams.map((stream) => write({ ...stream, expectedVersion: 1 })));
      await expect.poll(() => lockWaits(), { timeout: 10_000 }).toBe(1);
      await otherNode
        .query('SELECT 1 FROM streams WHERE stream_id = $1 FOR UPDATE', [second!.streamId])
        .catch(() => undefined); // if PostgreSQL picks this side as the victim instead, it is this side that gives way
      await otherNode.query('ROLLBACK');
      expect((await batch).map((rows) => rows.map((row) => row.stream_version))).toEqual([[2], [2]]);
    } finally {
      otherNode.release();
    }
  });

  const lockWaits = async () =>
    (
      await db.pool.query(
        `SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
      )
    ).rowCount;
});
