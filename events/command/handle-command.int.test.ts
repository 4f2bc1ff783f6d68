import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '../../ops/testing/test-database.ts';
import { type Command, type Decider, DomainError } from './decider.ts';
import { handleCommand } from './handle-command.ts';

type Incremented = { type: 'Incremented'; data: { by: number } };
type Increment = Command<'Increment', { by: number; max: number }>;

// A counter that may not pass `max`: enough to see retries on lost races and command idempotency.
const counter: Decider<number, Increment, Incremented> = {
  initialState: () => 0,
  evolve: (total, event) => total + event.data.by,
  decide(command, total) {
    if (total + command.data.by > command.data.max) throw new DomainError('counter.full', 'Lleno', 409);
    return { type: 'Incremented', data: { by: command.data.by } };
  },
};

const increment = (max: number, commandId?: string): Increment => ({
  type: 'Increment',
  data: { by: 1, max },
  metadata: { now: Date.now(), ...(commandId ? { commandId } : {}) },
});

describe('handleCommand', () => {
  let test: TestStore;
  beforeAll(async () => (test = await createTestStore()));
  afterAll(async () => test?.close());

  it('decides again after a lost race, so concurrent commands all land and the rule holds', async () => {
    const stream = `counter-${randomUUID()}`;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, () => handleCommand(test.store, stream, counter, increment(4))),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(4);
    expect(
      outcomes
        .filter((o) => o.status === 'rejected')
        .every((o) => (o as PromiseRejectedResult).reason instanceof DomainError),
    ).toBe(true);
    expect((await test.store.readStream(stream)).version).toBe(4);
  });

  it('answers a retried command with its first events and positions instead of deciding again', async () => {
    const stream = `counter-${randomUUID()}`;
    const commandId = randomUUID();
    const first = await handleCommand(test.store, stream, counter, increment(1, commandId));
    const retry = await handleCommand(test.store, stream, counter, increment(1, commandId));
    expect(first.duplicate).toBe(false);
    expect(first.lastPosition).toEqual(first.events[0]!.logPosition);
    expect(retry).toMatchObject({ duplicate: true, state: 1, lastPosition: first.lastPosition });
    expect(retry.events.map((e) => e.globalPosition)).toEqual(first.events.map((e) => e.globalPosition));
  });
});
