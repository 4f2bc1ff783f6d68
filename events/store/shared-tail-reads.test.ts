import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from './event-store.ts';
import { compareLogPositions, type LogPosition, logStart } from './log-position.ts';
import { shareTailReads } from './shared-tail-reads.ts';

// A log of final events and a reader of it that counts its calls, as the database would answer.
function logOf(length: number) {
  const log: RecordedEvent[] = Array.from({ length }, (_, i) => ({
    type: 'Labelled',
    data: { n: i + 1 },
    metadata: {},
    streamId: `s-${i + 1}`,
    streamVersion: 1,
    globalPosition: i + 1,
    logPosition: { commit: 100 + i, prepare: i + 1 },
    recordedAt: new Date(0),
  }));
  const calls: LogPosition[] = [];
  const read = async (from: LogPosition, limit: number) => {
    calls.push(from);
    return log.filter((event) => compareLogPositions(event.logPosition, from) > 0).slice(0, limit);
  };
  return { log, calls, read, at: (n: number) => log[n - 1]!.logPosition };
}

const numbers = (events: readonly RecordedEvent[]) => events.map((event) => (event.data as { n: number }).n);

describe('shared reads of the log tail', () => {
  it('answers a reader inside the stretch last read without going to the database', async () => {
    const { calls, read, at } = logOf(10);
    const readTail = shareTailReads(read);
    expect(numbers(await readTail(logStart, 6))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(numbers(await readTail(logStart, 6))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(numbers(await readTail(at(2), 2))).toEqual([3, 4]);
    expect(numbers(await readTail(at(4), 10))).toEqual([5, 6]);
    expect(calls).toHaveLength(1);
  });

  it('makes one database read for the readers arriving together at its end, and extends the stretch', async () => {
    const { calls, read, at } = logOf(10);
    const readTail = shareTailReads(read);
    await readTail(logStart, 4);
    const [first, second] = await Promise.all([readTail(at(4), 3), readTail(at(4), 3)]);
    expect(numbers(first)).toEqual([5, 6, 7]);
    expect(numbers(second)).toEqual([5, 6, 7]);
    expect(numbers(await readTail(at(1), 10))).toEqual([2, 3, 4, 5, 6, 7]);
    expect(calls).toEqual([logStart, at(4)]);
  });

  it('reads behind the stretch from the database and keeps the stretch for the readers at the head', async () => {
    const { calls, read, at } = logOf(10);
    const readTail = shareTailReads(read);
    await readTail(at(6), 10);
    expect(numbers(await readTail(logStart, 3))).toEqual([1, 2, 3]);
    expect(numbers(await readTail(at(7), 10))).toEqual([8, 9, 10]);
    expect(calls).toEqual([at(6), logStart]);
  });

  it('keeps at most its capacity, dropping the oldest events', async () => {
    const { calls, read, at } = logOf(10);
    const readTail = shareTailReads(read, 4);
    await readTail(logStart, 10);
    expect(numbers(await readTail(at(6), 10))).toEqual([7, 8, 9, 10]);
    expect(numbers(await readTail(at(5), 10))).toEqual([6, 7, 8, 9, 10]);
    expect(calls).toEqual([logStart, at(5)]);
  });
});
