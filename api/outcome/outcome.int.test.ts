import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { replyWindowMs } from '../../events/outcome/outcome.decider.ts';
import { apiClient } from '../../ops/testing/api-client.ts';
import { createTestDatabase, type TestDatabase } from '../../ops/testing/test-database.ts';
import { openContest, reviewedDesign, sessionOf } from '../../ops/testing/voting-fixture.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../platform/logger.ts';
import { type RunningPlatform, startPlatform } from '../platform/start-platform.ts';

describe('the contest outcome', () => {
  let database: TestDatabase;
  let node: RunningPlatform;
  let api: ReturnType<typeof apiClient>;
  let admin: string;
  let schedule: Awaited<ReturnType<typeof openContest>>['schedule'];
  const clock = { t: Date.now(), now: () => clock.t };
  const designs: string[] = [];

  const start = async () => {
    node = await startPlatform(
      loadConfig({ DATABASE_URL: database.url, DATA_DIR: '/tmp/outcome-test', PORT: '0', SEED_DEMO: 'false' }),
      createLogger('silent'),
      { clock },
    );
    api = apiClient(node.url);
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    await start();
    ({ schedule } = await openContest(node.services.store, clock.t));
    for (let n = 0; n < 7; n++) designs.push((await reviewedDesign(node.services.store, { at: clock.t + n })).designId);
    await vi.waitFor(() => expect(node.services.voting.facts.isVerified(designs[6]!)).toBe(true), { timeout: 20_000 });
    // Likes 5, 4, 3, 2, 1, 1, 0: the tie at fifth place sends six designs to the experts.
    for (const [n, likes] of [5, 4, 3, 2, 1, 1].entries())
      for (let v = 0; v < likes; v++) {
        const voter = await sessionOf(node.services.db, 'user', clock.t);
        expect((await api.post('/vote', { postId: designs[n] }, voter.token)).status).toBe(200);
      }
    admin = (await sessionOf(node.services.db, 'admin', clock.t)).token;
  }, 60_000);
  afterAll(async () => {
    await node?.close();
    await database?.drop();
  });

  const outcome = async () => (await api.get('/admin/outcome', admin)).body.data;

  it('should keep the finalists open while voting goes on, and refuse picks', async () => {
    expect(await outcome()).toMatchObject({ frozen: false, finalists: [] });
    const early = await api.post('/admin/outcome/expert-picks', { expert: 1, picks: designs.slice(0, 3) }, admin);
    expect(early.status).toBe(409);
  });

  it('should be for admins only', async () => {
    const user = await sessionOf(node.services.db, 'user', clock.t);
    expect((await api.get('/admin/outcome', user.token)).status).toBe(403);
  });

  it('should freeze the top 5 and every tie at fifth once voting has ended', async () => {
    await vi.waitFor(
      async () =>
        expect((await api.get('/leaderboard')).body.data.map((row: { totalVotes: number }) => row.totalVotes)).toEqual([
          5, 4, 3, 2, 1, 1, 0,
        ]),
      {
        timeout: 20_000,
      },
    );
    clock.t = schedule.votingEndDate + 60_000;
    // Staff sessions last 12 hours: the admin signs in again on the day after voting.
    admin = (await sessionOf(node.services.db, 'admin', clock.t)).token;
    const frozen = await outcome();
    expect(frozen.frozen).toBe(true);
    expect(frozen.finalists.map((f: { designId: string }) => f.designId)).toEqual(designs.slice(0, 6));
    expect(frozen.finalists[0]).toMatchObject({ votes: 5 });
  });

  it("should check each expert's three distinct finalists", async () => {
    const bad = await api.post(
      '/admin/outcome/expert-picks',
      { expert: 1, picks: [designs[0], designs[0], designs[1]] },
      admin,
    );
    expect(bad).toMatchObject({
      status: 422,
      body: { message: 'Cada experto elige exactamente 3 finalistas distintos.' },
    });
    const outsider = await api.post(
      '/admin/outcome/expert-picks',
      { expert: 1, picks: [designs[0], designs[1], designs[6]] },
      admin,
    );
    expect(outsider).toMatchObject({ status: 422, body: { message: 'Solo se puede elegir entre los finalistas.' } });
    const seventh = await api.post('/admin/outcome/expert-picks', { expert: 7, picks: designs.slice(0, 3) }, admin);
    expect(seventh.status).toBe(400);
  });

  it('should total 3/2/1 points and select the winner with the sixth expert', async () => {
    const [a, b, c] = [designs[2]!, designs[1]!, designs[0]!];
    for (let expert = 1; expert <= 5; expert++) {
      const answer = await api.post(
        '/admin/outcome/expert-picks',
        { expert, picks: expert <= 3 ? [a, b, c] : [b, a, c] },
        admin,
      );
      expect(answer.status).toBe(200);
      expect(answer.body.data.winner).toBeNull();
    }
    expect((await api.post('/admin/outcome/expert-picks', { expert: 1, picks: [a, b, c] }, admin)).body.message).toBe(
      'Ese experto ya registró sus votos.',
    );
    const last = await api.post('/admin/outcome/expert-picks', { expert: 6, picks: [b, a, c] }, admin);
    // a and b: 15 points each, 3 first places each; b has more public votes.
    expect(
      last.body.data.ranking.slice(0, 3).map((r: { designId: string; points: number }) => [r.designId, r.points]),
    ).toEqual([
      [b, 15],
      [a, 15],
      [c, 6],
    ]);
    expect(last.body.data.winner).toEqual({ designId: b, replyBy: clock.t + replyWindowMs, confirmed: false });
    expect((await api.get('/outcome')).body.data.winner).toBeNull();
  });

  it('should disqualify a winner whose reply was not confirmed in 24 hours, across a restart, and crown the next-ranked', async () => {
    await node.close();
    clock.t += replyWindowMs + 1000;
    await start();
    admin = (await sessionOf(node.services.db, 'admin', clock.t)).token;
    await vi.waitFor(async () => expect((await outcome()).winner?.designId).toBe(designs[2]), {
      timeout: 20_000,
      interval: 250,
    });
    expect((await outcome()).disqualified).toEqual([designs[1]]);
  }, 40_000);

  it('should confirm the reply in time and show the winner to the public only from the announcement on', async () => {
    const confirmed = await api.post('/admin/outcome/confirm-winner', {}, admin);
    expect(confirmed.body.data.winner).toMatchObject({ designId: designs[2], confirmed: true });
    expect((await api.get('/outcome')).body.data.winner).toBeNull();
    clock.t = schedule.winnerAnnouncement;
    admin = (await sessionOf(node.services.db, 'admin', clock.t)).token;
    expect((await api.get('/outcome')).body.data.winner).toMatchObject({ designId: designs[2] });
  });
});
