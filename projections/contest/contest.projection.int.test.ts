import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContestEvent } from '../../events/contest/contest.events.ts';
import { givenEvents } from '../../ops/testing/given-events.ts';
import { createTestStore, type TestStore } from '../../ops/testing/test-database.ts';
import { contestProjection, currentContest } from './contest.projection.ts';

describe('contest read model', () => {
  let test: TestStore;
  let given: ReturnType<typeof givenEvents>;
  beforeAll(async () => {
    test = await createTestStore();
    await contestProjection.createTables(test.db);
    given = givenEvents(test, contestProjection);
  });
  afterAll(async () => test?.close());

  it('should hold no contest before one is scheduled', async () => {
    expect(await currentContest(test.db)).toBeUndefined();
  });

  it('should show the scheduled dates, then the rescheduled ones', async () => {
    await given('contest-2026', [{ type: 'ContestScheduled', data: { ...schedule, eventId: '2026', at } }]);
    expect(await currentContest(test.db)).toEqual({ ...schedule, eventId: '2026' });
    const later = { ...schedule, votingEndDate: schedule.votingEndDate + day, revealVotes: true };
    await given('contest-2026', [
      { type: 'ContestRescheduled', data: { ...later, eventId: '2026', at: at + 1000 } },
    ] satisfies ContestEvent[]);
    expect(await currentContest(test.db)).toEqual({ ...later, eventId: '2026' });
  });

  it('should serve the contest changed last', async () => {
    await given('contest-2027', [
      { type: 'ContestScheduled', data: { ...schedule, eventId: '2027', videoUrl: null, at: at + 5000 } },
    ] satisfies ContestEvent[]);
    expect(await currentContest(test.db)).toMatchObject({ eventId: '2027', videoUrl: null });
  });
});

const day = 86_400_000;
const at = Date.UTC(2026, 5, 1);
const schedule = {
  startDate: at,
  contentCreationEndDate: at + 10 * day,
  votingEndDate: at + 20 * day,
  expertReviewEnd: at + 25 * day,
  contactWinner: at + 27 * day,
  winnerAnnouncement: at + 30 * day,
  videoUrl: 'https://example.mx/video.mp4',
  revealVotes: false,
  countDown: true,
};
