import type { ContestSchedule } from '../../events/schemas/contest.ts';
import { specCalendar } from '../seed/demo-contest.ts';

/** The admin event form's settings for a contest starting at `start`, its dates in SPEC's timeline order. */
export const contestSettings = (start: number, overrides: Partial<ContestSchedule> = {}): ContestSchedule => ({
  ...specCalendar(start),
  ...overrides,
});
