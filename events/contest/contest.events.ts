import { z } from 'zod';

const epochMs = z.number().int().nonnegative();

export const contestScheduleSchema = z.object({
  startDate: epochMs,
  contentCreationEndDate: epochMs,
  votingEndDate: epochMs,
  expertReviewEnd: epochMs,
  contactWinner: epochMs.nullable(),
  winnerAnnouncement: epochMs,
  videoUrl: z.string().url().nullable(),
  revealVotes: z.boolean(),
  countDown: z.boolean(),
});

export type ContestSchedule = z.infer<typeof contestScheduleSchema>;

export type ContestScheduled = { type: 'ContestScheduled'; data: ContestSchedule & { eventId: string; at: number } };
export type ContestRescheduled = {
  type: 'ContestRescheduled';
  data: ContestSchedule & { eventId: string; at: number };
};

export type ContestEvent = ContestScheduled | ContestRescheduled;

export const contestStreamId = (eventId: string) => `contest-${eventId}`;
