import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../events/command/decider.ts';
import { designStreamId } from '../../events/design/design.events.ts';
import { voterStreamId } from '../../events/vote/vote.events.ts';
import { givenEvents } from '../../ops/testing/given-events.ts';
import { createTestStore, type TestStore } from '../../ops/testing/test-database.ts';
import { accountsProjection } from '../accounts/accounts.projection.ts';
import type { Push } from '../projection.ts';
import { leaderboardProjection } from './leaderboard.projection.ts';
import { dailyStanding, finalists, fullStanding, topTen, votesRevealed } from './leaderboard-queries.ts';

describe('leaderboard read model', () => {
  let test: TestStore;
  let given: ReturnType<typeof givenEvents>;
  beforeAll(async () => {
    test = await createTestStore();
    await accountsProjection.createTables(test.db);
    await leaderboardProjection.createTables(test.db);
    given = givenEvents(test, leaderboardProjection);
  });
  afterAll(async () => test?.close());

  const votes = async (designId: string, voters: number, from = 0) => {
    for (let n = from; n < from + voters; n++) await given(voterStreamId(`v${n}`), [cast(`v${n}`, designId)]);
  };

  it('should rank verified designs by likes, ties sharing a rank and the earlier submission first', async () => {
    for (const [index, id] of ['a', 'b', 'c', 'd', 'e', 'f', 'g'].entries()) await submitAndVerify(id, index);
    await given(designStreamId('p'), [submitted('p', 99)]);
    await votes('c', 3);
    await votes('b', 2, 10);
    await votes('e', 2, 20);
    await votes('a', 1, 30);
    const ranked = await fullStanding(test.db);
    expect(ranked.map((row) => [row.designId, row.rank, row.totalVotes])).toEqual([
      ['c', 1, 3],
      ['b', 2, 2],
      ['e', 2, 2],
      ['a', 3, 1],
      ['d', 4, 0],
      ['f', 4, 0],
      ['g', 4, 0],
    ]);
    expect(ranked[0]).toMatchObject({ designName: 'Diseño c', thumbnail: '/uploads/c.png', submittedAt: at + 2 });
  });

  it('should let every design tied at fifth place into the finalists', async () => {
    expect((await finalists(test.db)).map((row) => row.designId)).toEqual(['c', 'b', 'e', 'a', 'd', 'f', 'g']);
    await votes('d', 1, 40);
    expect((await finalists(test.db)).map((row) => row.designId)).toEqual(['c', 'b', 'e', 'a', 'd']);
  });

  it('should count a withdrawn like out, and a like cast again back in', async () => {
    await given(voterStreamId('v0'), [withdrawn('v0', 'c')]);
    expect((await topTen(test.db))[0]).toMatchObject({ designId: 'b', totalVotes: 2 });
    await given(voterStreamId('v0'), [cast('v0', 'c')]);
    expect((await topTen(test.db))[0]).toMatchObject({ designId: 'c', totalVotes: 3 });
  });

  it('should drop a design taken down, and keep its likes should it be verified again', async () => {
    await given(designStreamId('c'), [reviewed('c', 'REJECTED')]);
    expect((await fullStanding(test.db)).map((row) => row.designId)).not.toContain('c');
    await given(designStreamId('c'), [reviewed('c', 'VERIFIED')]);
    expect((await topTen(test.db))[0]).toMatchObject({ designId: 'c', totalVotes: 3 });
  });

  it('should add up one batch of many likes exactly and push the top 10 and each changed count', async () => {
    const events = Array.from({ length: 50 }, (_, n) => ({
      streamId: voterStreamId(`w${n}`),
      event: cast(`w${n}`, 'g'),
    }));
    for (const { streamId, event } of events) await test.store.append(streamId, [event], { expectedVersion: 0 });
    const all = await test.store.readAll();
    const recorded = all.filter((event) => event.streamId.startsWith('voter-w'));
    const pushes = (await test.db
      .transaction()
      .execute((trx) => leaderboardProjection.apply(trx, recorded, { keys: test.keys }))) as Push[];
    expect((await topTen(test.db))[0]).toMatchObject({ designId: 'g', totalVotes: 50, rank: 1 });
    expect(pushes.find((push) => push.room === 'leaderboard')?.payload).toMatchObject({
      revealVotes: true,
      rows: expect.arrayContaining([expect.objectContaining({ designId: 'g', totalVotes: 50 })]),
    });
    expect(pushes).toContainEqual({ room: 'design:g', event: 'design', payload: { id: 'g', totalVotes: 50 } });
  });

  it("should count a day's net likes in Mexico City's calendar", async () => {
    const daily = await dailyStanding(test.db, at);
    expect(daily[0]).toMatchObject({ designId: 'g', totalVotes: 50 });
    expect(await dailyStanding(test.db, at + 2 * day)).toEqual([]);
  });

  it('should hide the counts from pushes while the contest does not reveal them', async () => {
    await given('contest-main', [{ type: 'ContestScheduled', data: { ...schedule, revealVotes: false } }]);
    expect(await votesRevealed(test.db)).toBe(false);
    await test.store.append(voterStreamId('x1'), [cast('x1', 'a')], { expectedVersion: 0 });
    const recorded = (await test.store.readAll()).filter((event) => event.streamId === voterStreamId('x1'));
    const pushes = await test.db
      .transaction()
      .execute((trx) => leaderboardProjection.apply(trx, recorded, { keys: test.keys }));
    expect(pushes).toEqual([{ room: 'leaderboard', event: 'leaderboard', payload: { revealVotes: false, rows: [] } }]);
  });

  async function submitAndVerify(id: string, order: number) {
    await given(designStreamId(id), [submitted(id, order), reviewed(id, 'VERIFIED')]);
  }
});

const day = 86_400_000;
const at = Date.UTC(2026, 6, 1, 18);

const submitted = (designId: string, order: number): DomainEvent => ({
  type: 'DesignSubmittedForReview',
  data: {
    designId,
    userId: `u-${designId}`,
    name: `Diseño ${designId}`,
    description: 'Una descripción',
    thumbnail: `/uploads/${designId}.png`,
    images: [],
    glbState: [],
    badPrompts: [],
    createdAt: at + order,
    status: 'PENDING',
    at: at + order,
  },
});

const reviewed = (designId: string, status: 'VERIFIED' | 'REJECTED'): DomainEvent => ({
  type: 'DesignReviewed',
  data: { designId, userId: `u-${designId}`, status, comments: '', moderatorId: 'm1', at: at + 100 },
});

const cast = (voterId: string, designId: string): DomainEvent => ({
  type: 'VoteCast',
  data: { voterId, designId, at: at + 1000 },
});

const withdrawn = (voterId: string, designId: string): DomainEvent => ({
  type: 'VoteWithdrawn',
  data: { voterId, designId, reason: 'voter', at: at + 2000 },
});

const schedule = {
  eventId: 'main',
  startDate: at,
  contentCreationEndDate: at + 10 * day,
  votingEndDate: at + 10 * day,
  expertReviewEnd: at + 12 * day,
  contactWinner: null,
  winnerAnnouncement: at + 14 * day,
  videoUrl: null,
  revealVotes: false,
  countDown: false,
  at: at + 3000,
};
