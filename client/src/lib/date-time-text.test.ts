import { describe, expect, it } from 'vitest';
import { messages } from '../../../events/schemas/messages.ts';
import { dateTimeTextSchema, formatDateTimeText, maskDateTimeText, parseDateTimeText } from './date-time-text.ts';

describe('date-time text DD/MM/YYYY HH:mm', () => {
  it('should read the text on central Mexico time, whatever the machine runs on', () => {
    // Mexico City has kept UTC-6 all year since 2022.
    expect(parseDateTimeText('20/06/2024 10:30')).toBe(Date.UTC(2024, 5, 20, 16, 30));
    expect(parseDateTimeText(' 01/01/2025 00:00 ')).toBe(Date.UTC(2025, 0, 1, 6, 0));
  });

  it('should write an instant back as the same text', () => {
    expect(formatDateTimeText(Date.UTC(2024, 7, 4, 5, 59))).toBe('03/08/2024 23:59');
    expect(parseDateTimeText(formatDateTimeText(Date.UTC(2024, 7, 4, 5, 59)))).toBe(Date.UTC(2024, 7, 4, 5, 59));
  });

  it('should refuse texts that name no instant', () => {
    for (const text of ['31/02/2024 10:00', '20/06/2024 24:00', '2024-06-20 10:00', '20/06/2024', '20/6/2024 10:00']) {
      expect(parseDateTimeText(text)).toBeUndefined();
    }
  });

  it('should put the separators in as digits are typed', () => {
    expect(maskDateTimeText('2')).toBe('2');
    expect(maskDateTimeText('2006')).toBe('20/06');
    expect(maskDateTimeText('200620241')).toBe('20/06/2024 1');
    expect(maskDateTimeText('2006202410305')).toBe('20/06/2024 10:30');
    expect(maskDateTimeText('20/06/2024 10:30')).toBe('20/06/2024 10:30');
  });

  it('should validate with the Spanish message and give blank as undefined', () => {
    expect(dateTimeTextSchema.parse('')).toBeUndefined();
    expect(dateTimeTextSchema.parse('20/06/2024 10:30')).toBe(Date.UTC(2024, 5, 20, 16, 30));
    const wrong = dateTimeTextSchema.safeParse('20/06/24');
    expect(wrong.error?.issues[0]?.message).toBe(messages.validation.dateTimeFormat);
  });
});
