import { randomUUID } from 'node:crypto';
import { handleCommand } from '../../events/command/handle-command.ts';
import { contestDecider } from '../../events/contest/contest.decider.ts';
import { contestStreamId } from '../../events/contest/contest.events.ts';
import type { ContestSchedule } from '../../events/schemas/contest.ts';
import type { EventStore } from '../../events/store/event-store.ts';

const day = 86_400_000;

/** SPEC's calendar for a contest starting at `start`: 45 days of design and voting, then the jury and the winner. */
export const specCalendar = (start: number): ContestSchedule => ({
  startDate: start,
  contentCreationEndDate: start + 45 * day,
  votingEndDate: start + 45 * day,
  expertReviewEnd: start + 49 * day,
  contactWinner: start + 50 * day,
  winnerAnnouncement: start + 53 * day,
  videoUrl: null,
  revealVotes: true,
  countDown: false,
});

/** A contest whose design and voting window surrounds `now`, shaped like the spec's 2024 calendar. */
export const demoSchedule = (now: number): ContestSchedule => specCalendar(now - 10 * day);

export async function seedDemoContest(store: EventStore, now: number): Promise<string> {
  const eventId = randomUUID();
  await handleCommand(store, contestStreamId(eventId), contestDecider, {
    type: 'ScheduleContest',
    data: { eventId, schedule: demoSchedule(now) },
    metadata: { now, actor: { id: 'seed-demo', role: 'system' } },
  });
  return eventId;
}
