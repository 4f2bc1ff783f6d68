import { describe, expect, it } from 'vitest';
import { hasArrived, timeLeft } from './time-left.ts';

describe('time left', () => {
  const now = Date.UTC(2024, 5, 1);

  it('splits the wait into days, hours, minutes and seconds', () => {
    const target = now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(timeLeft(target, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('rounds a part-second up, so the last second shows 1 until it is over', () => {
    expect(timeLeft(now + 400, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it('stays at zero once the target has passed', () => {
    expect(timeLeft(now - 5000, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(hasArrived(now, now)).toBe(true);
    expect(hasArrived(now + 1, now)).toBe(false);
  });
});
