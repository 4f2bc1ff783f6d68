import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { z } from 'zod';
import { messages } from '../../../events/schemas/messages.ts';
import { contestTimeZone } from './contest-dates.ts';

dayjs.extend(customParseFormat);

/** SPEC §2/§9: the back office's date-time fields read and write this, on central Mexico time. */
export const dateTimeTextFormat = 'DD/MM/YYYY HH:mm';

/** Digits typed on a phone keypad become DD/MM/YYYY HH:mm as they are typed. */
export function maskDateTimeText(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 12);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean).join('/');
  const hour = digits.slice(8, 10);
  const minute = digits.slice(10);
  return [parts, [hour, minute].filter(Boolean).join(':')].filter(Boolean).join(' ');
}

export const formatDateTimeText = (ms: number) => dayjs(ms).tz(contestTimeZone).format(dateTimeTextFormat);

/** The instant a DD/MM/YYYY HH:mm text names in Mexico City, or undefined when it names none (31/02, 24:00). */
export function parseDateTimeText(text: string): number | undefined {
  const trimmed = text.trim();
  if (!dayjs(trimmed, dateTimeTextFormat, true).isValid()) return undefined;
  return dayjs.tz(trimmed, dateTimeTextFormat, contestTimeZone).valueOf();
}

/** A filled date-time field: its instant in epoch ms, blank as undefined (the payload's schema says whether it is required). */
export const dateTimeTextSchema = z
  .string()
  .trim()
  .transform((text, context) => {
    if (text === '') return undefined;
    const instant = parseDateTimeText(text);
    if (instant === undefined) {
      context.addIssue({ code: 'custom', message: messages.validation.dateTimeFormat });
      return z.NEVER;
    }
    return instant;
  });
