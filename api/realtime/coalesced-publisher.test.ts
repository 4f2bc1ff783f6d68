import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Push } from '../../projections/projection.ts';
import { coalescedPublisher } from './coalesced-publisher.ts';

describe('coalesced publisher', () => {
  afterEach(() => vi.useRealTimers());

  it('should send the first push at once, then at most one per interval carrying the newest', () => {
    vi.useFakeTimers();
    const sent: Push[] = [];
    const publisher = coalescedPublisher(
      { publish: (push) => sent.push(push) },
      { rooms: ['leaderboard'], intervalMs: 250 },
    );
    const board = (n: number) => ({ room: 'leaderboard', event: 'leaderboard', payload: n });
    publisher.publish(board(1));
    publisher.publish(board(2));
    publisher.publish(board(3));
    expect(sent.map((push) => push.payload)).toEqual([1]);
    vi.advanceTimersByTime(250);
    expect(sent.map((push) => push.payload)).toEqual([1, 3]);
    vi.advanceTimersByTime(250);
    expect(sent).toHaveLength(2);
    vi.advanceTimersByTime(1000);
    publisher.publish(board(4));
    expect(sent.map((push) => push.payload)).toEqual([1, 3, 4]);
  });

  it('should pass other rooms straight through', () => {
    const sent: Push[] = [];
    const publisher = coalescedPublisher(
      { publish: (push) => sent.push(push) },
      { rooms: ['leaderboard'], intervalMs: 250 },
    );
    for (let n = 0; n < 3; n++) publisher.publish({ room: 'design:a', event: 'design', payload: n });
    expect(sent).toHaveLength(3);
    publisher.close();
  });
});
