import type { ContestSchedule } from '../../../events/schemas/contest.ts';

// Central Mexico time is UTC-6 all year; these instants are local midnights and last minutes.
const mexicoTime = (month: number, day: number, hour = 0, minute = 0) =>
  Date.UTC(2024, month - 1, day, hour + 6, minute);

/** The calendar of SPEC §1, shown only while no event configuration has loaded. */
export const specSchedule: ContestSchedule = {
  startDate: mexicoTime(6, 20),
  contentCreationEndDate: mexicoTime(8, 4, 23, 59),
  votingEndDate: mexicoTime(8, 4, 23, 59),
  expertReviewEnd: mexicoTime(8, 8, 23, 59),
  contactWinner: mexicoTime(8, 9),
  winnerAnnouncement: mexicoTime(8, 12, 18),
  videoUrl: null,
  revealVotes: false,
  countDown: false,
};
