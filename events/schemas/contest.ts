import { z } from 'zod';

// The public event settings: the server's events and the browser's event form share this shape.
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
