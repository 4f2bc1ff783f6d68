import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../ops/testing/api-client.ts';
import { startTestPlatform, type TestPlatform } from '../../ops/testing/test-platform.ts';
import { openContest, reviewedDesign, sessionOf } from '../../ops/testing/voting-fixture.ts';
import type { LeaderboardPayload } from '../../projections/leaderboard/leaderboard-pushes.ts';

describe('the live leaderboard', () => {
  let platform: TestPlatform;
  let api: ReturnType<typeof apiClient>;
  let contest: Awaited<ReturnType<typeof openContest>>;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    platform = await startTestPlatform();
    api = apiClient(platform.url);
    contest = await openContest(platform.services.store, Date.now());
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await platform?.close();
  });

  async function watcher(room: string) {
    const socket = io(platform.url, { transports: ['websocket'] });
    sockets.push(socket);
    expect(await socket.emitWithAck('subscribe', { room })).toEqual({ ok: true });
    return socket;
  }

  async function votable() {
    const design = await reviewedDesign(platform.services.store, { name: 'Jaguar de Obsidiana' });
    await vi.waitFor(() => expect(platform.services.voting.facts.isVerified(design.designId)).toBe(true), {
      timeout: 20_000,
    });
    return design.designId;
  }

  it("should push the top 10 to the leaderboard room and the count to the design's room after a vote", async () => {
    const designId = await votable();
    const board = await watcher('leaderboard');
    const room = await watcher(`design:${designId}`);
    const boards: LeaderboardPayload[] = [];
    const counts: unknown[] = [];
    board.on('leaderboard', (payload) => boards.push(payload));
    room.on('design', (payload) => counts.push(payload));

    const voter = await sessionOf(platform.services.db, 'user', Date.now());
    const answeredAt = await api.post('/vote', { postId: designId }, voter.token).then(() => Date.now());
    await vi.waitFor(() => expect(counts).toContainEqual({ id: designId, totalVotes: 1 }), { timeout: 20_000 });
    await vi.waitFor(
      () =>
        expect(boards.at(-1)?.rows).toContainEqual(
          expect.objectContaining({ designId, designName: 'Jaguar de Obsidiana', totalVotes: 1, rank: 1 }),
        ),
      { timeout: 20_000 },
    );
    expect(Date.now() - answeredAt).toBeLessThan(20_000);
    expect((await api.get('/leaderboard')).body).toMatchObject({
      revealVotes: true,
      data: [expect.objectContaining({ designId })],
    });
  });

  it('should hide counts from the public, pushes included, while the contest does not reveal them', async () => {
    await contest.reschedule({ revealVotes: false }, Date.now());
    await vi.waitFor(async () =>
      expect((await api.get('/leaderboard')).body).toEqual({ revealVotes: false, data: [] }),
    );
    const designId = await votable();
    const board = await watcher('leaderboard');
    const room = await watcher(`design:${designId}`);
    const boards: LeaderboardPayload[] = [];
    const counts: unknown[] = [];
    board.on('leaderboard', (payload) => boards.push(payload));
    room.on('design', (payload) => counts.push(payload));
    await api.post('/vote', { postId: designId }, (await sessionOf(platform.services.db, 'user', Date.now())).token);
    await vi.waitFor(() => expect(boards.length).toBeGreaterThan(0), { timeout: 20_000 });
    expect(boards.every((payload) => payload.revealVotes === false && payload.rows.length === 0)).toBe(true);
    expect(counts).toEqual([]);

    const admin = await sessionOf(platform.services.db, 'admin', Date.now());
    // Admins see counts even while they are hidden, once the leaderboard has followed the vote.
    await vi.waitFor(
      async () => {
        expect((await api.get('/admin/leaderboard', admin.token)).body.data).toContainEqual(
          expect.objectContaining({
            designId,
            designName: 'Jaguar de Obsidiana',
            totalPoints: 1,
            rank: expect.any(Number),
          }),
        );
        expect((await api.get('/admin/daily-leaderboard', admin.token)).body.data).toContainEqual(
          expect.objectContaining({ designId, totalPoints: 1 }),
        );
      },
      { timeout: 20_000, interval: 200 },
    );
    const user = await sessionOf(platform.services.db, 'user', Date.now());
    expect((await api.get('/admin/leaderboard', user.token)).status).toBe(403);
    await contest.reschedule({ revealVotes: true }, Date.now());
  });
});
