import type { ContestSchedule } from '../../events/schemas/contest.ts';

const day = 86_400_000;

/** The admin event form's settings for a contest starting at `start`, its dates in SPEC's timeline order. */
export const contestSettings = (start: number, overrides: Partial<ContestSchedule> = {}): ContestSchedule => ({
  startDate: start,
  votingEndDate: start + 45 * day,
  contentCreationEndDate: start + 45 * day,
  expertReviewEnd: start + 49 * day,
  contactWinner: start + 50 * day,
  winnerAnnouncement: start + 53 * day,
  videoUrl: null,
  revealVotes: true,
  countDown: false,
  ...overrides,
});
