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

/** Said when the event's dates do not follow SPEC's timeline (server decider and browser form alike). */
export const datesOutOfOrder = 'Las fechas del evento deben seguir el orden del calendario del concurso.';

// SPEC's timeline: start; voting end and content-creation end; expert review; contact; announcement.
export function datesInOrder(schedule: Omit<ContestSchedule, 'videoUrl' | 'revealVotes' | 'countDown'>): boolean {
  const stageOneEnd = Math.max(schedule.votingEndDate, schedule.contentCreationEndDate);
  const contact = schedule.contactWinner ?? schedule.expertReviewEnd;
  return (
    schedule.startDate < schedule.votingEndDate &&
    schedule.startDate < schedule.contentCreationEndDate &&
    stageOneEnd <= schedule.expertReviewEnd &&
    schedule.expertReviewEnd <= contact &&
    contact <= schedule.winnerAnnouncement
  );
}
