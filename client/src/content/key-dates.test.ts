import { describe, expect, it } from 'vitest';
import { isReached, keyDateLabel, keyDates } from './key-dates.ts';
import { specSchedule } from './spec-schedule.ts';

describe('key dates', () => {
  const dates = keyDates(specSchedule);

  it('lists the six milestones of the calendar in order, as "day DE MONTH" in central Mexico time', () => {
    expect(dates.map(keyDateLabel)).toEqual([
      '20 DE JUNIO',
      '20 DE JUNIO AL 4 DE AGOSTO',
      '4 DE AGOSTO',
      '8 DE AGOSTO',
      '9 DE AGOSTO',
      '12 DE AGOSTO',
    ]);
  });

  it('fills a milestone once its date is reached', () => {
    const deadline = dates[2]!;
    expect(isReached(deadline, specSchedule.votingEndDate - 1)).toBe(false);
    expect(isReached(deadline, specSchedule.votingEndDate)).toBe(true);
  });

  it('leaves an unset winner contact date pending', () => {
    const contact = keyDates({ ...specSchedule, contactWinner: null })[4]!;
    expect(keyDateLabel(contact)).toBe('POR CONFIRMAR');
    expect(isReached(contact, Number.MAX_SAFE_INTEGER)).toBe(false);
  });
});
