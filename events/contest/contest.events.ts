import type { ContestSchedule } from '../schemas/contest.ts';

export type ContestScheduled = { type: 'ContestScheduled'; data: ContestSchedule & { eventId: string; at: number } };
export type ContestRescheduled = {
  type: 'ContestRescheduled';
  data: ContestSchedule & { eventId: string; at: number };
};

export type ContestEvent = ContestScheduled | ContestRescheduled;

export const contestStreamId = (eventId: string) => `contest-${eventId}`;
