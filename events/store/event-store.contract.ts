import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConcurrencyError } from './errors.ts';
import type { EventStore, RecordedEvent } from './event-store.ts';
import { compareLogPositions } from './log-position.ts';

export type StoreFactory = () => Promise<{ store: EventStore; cleanup(): Promise<void> }>;

const counted = (n: number) => ({ type: 'Counted', data: { n } });

// The behaviour every EventStore adapter must share; each adapter's test file runs it.
export function describeEventStoreContract(name: string, factory: StoreFactory, options: { skip?: boolean } = {}) {
  describe.skipIf(options.skip)(`${name} event store contract`, () => {
    let store: EventStore;
    let cleanup: () => Promise<void>;
    const newStream = () => `test-${randomUUID()}`;

    beforeAll(async () => ({ store, cleanup } = await factory()));
    afterAll(async () => cleanup?.());

    it('appends to a new stream and reads it back in order', async () => {
      const stream = newStream();
      const result = await store.append(stream, [counted(1), counted(2)], { expectedVersion: 0 });
      expect(result.nextExpectedVersion).toBe(2);
      const read = await store.readStream(stream);
      expect(read.version).toBe(2);
      expect(read.events.map((e) => [e.streamVersion, e.data])).toEqual([
        [1, { n: 1 }],
        [2, { n: 2 }],
      ]);
    });

    it('reads an unknown stream as empty at version 0', async () => {
      expect(await store.readStream(newStream())).toEqual({ version: 0, events: [] });
    });

    it('rejects an append whose expected version is not the current one', async () => {
      const stream = newStream();
      await store.append(stream, [counted(1)], { expectedVersion: 0 });
      await expect(store.append(stream, [counted(2)], { expectedVersion: 0 })).rejects.toBeInstanceOf(ConcurrencyError);
      await expect(store.append(stream, [counted(2)], { expectedVersion: 5 })).rejects.toBeInstanceOf(ConcurrencyError);
      await expect(store.append(newStream(), [counted(1)], { expectedVersion: 3 })).rejects.toBeInstanceOf(
        ConcurrencyError,
      );
      expect((await store.readStream(stream)).version).toBe(1);
    });

    it('lets exactly one of two racing appends with the same expected version win', async () => {
      const stream = newStream();
      await store.append(stream, [counted(0)], { expectedVersion: 0 });
      const outcomes = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) => store.append(stream, [counted(i), counted(i)], { expectedVersion: 1 })),
      );
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const losers = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
      expect(losers.every((o) => o.reason instanceof ConcurrencyError)).toBe(true);
      expect((await store.readStream(stream)).version).toBe(3);
    });

    it('answers a retried command with its first result instead of appending twice', async () => {
      const stream = newStream();
      const commandId = randomUUID();
      const first = await store.append(stream, [counted(1)], { expectedVersion: 0, commandId });
      const retry = await store.append(stream, [counted(1)], { expectedVersion: 0, commandId });
      expect(retry.duplicate).toBe(true);
      expect(retry.events.map((e) => e.globalPosition)).toEqual(first.events.map((e) => e.globalPosition));
      expect((await store.readStream(stream)).events[0]!.metadata.commandId).toBe(commandId);
      expect((await store.readStream(stream)).version).toBe(1);
    });

    it('reads the global log after a position, in order, a page at a time', async () => {
      const [a, b] = [newStream(), newStream()];
      const first = await store.append(a, [counted(1)], { expectedVersion: 0 });
      await store.append(b, [counted(2), counted(3)], { expectedVersion: 0 });
      await store.append(a, [counted(4)], { expectedVersion: 1 });
      const ours = (events: RecordedEvent[]) => events.filter((e) => e.streamId === a || e.streamId === b);
      const after = ours(await readEverything(store, first.lastPosition));
      expect(after.map((e) => (e.data as { n: number }).n)).toEqual([2, 3, 4]);
      const page = await store.readAll({ from: first.lastPosition, limit: 1 });
      expect(page).toHaveLength(1);
    });

    it('delivers every event exactly once, in order, to a subscriber during concurrent appends', async () => {
      const streams = Array.from({ length: 20 }, newStream);
      const start = (await readEverything(store)).at(-1)?.logPosition;
      const received: RecordedEvent[] = [];
      const subscription = store.subscribe({ from: start, batchSize: 37 }, (events) => {
        received.push(...events.filter((e) => streams.includes(e.streamId)));
      });
      await Promise.all(
        streams.map(async (stream) => {
          for (let version = 0; version < 25; version++) {
            await store.append(stream, [counted(version)], { expectedVersion: version });
          }
        }),
      );
      await expect.poll(() => received.length, { timeout: 10_000 }).toBe(500);
      await subscription.stop();
      assertLogOrder(received);
      for (const stream of streams) {
        const versions = received.filter((e) => e.streamId === stream).map((e) => e.streamVersion);
        expect(versions).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
      }
    });
  });
}

export async function readEverything(store: EventStore, from?: RecordedEvent['logPosition']) {
  const all: RecordedEvent[] = [];
  for (let cursor = from; ; ) {
    const page = await store.readAll({ from: cursor, limit: 1000 });
    all.push(...page);
    if (page.length < 1000) return all;
    cursor = page.at(-1)!.logPosition;
  }
}

export function assertLogOrder(events: readonly RecordedEvent[]) {
  const positions = new Set(events.map((e) => e.globalPosition));
  expect(positions.size).toBe(events.length);
  for (let i = 1; i < events.length; i++) {
    expect(compareLogPositions(events[i - 1]!.logPosition, events[i]!.logPosition)).toBeLessThan(0);
  }
}
