import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { voterStreamId, voterStreamPrefix } from '../../events/vote/vote.events.ts';
import { voteTexts as ruleTexts } from '../../events/vote/voter.decider.ts';
import { apiClient } from '../../ops/testing/api-client.ts';
import { solvedCaptcha } from '../../ops/testing/captcha-solver.ts';
import { startTestPlatform, type TestPlatform } from '../../ops/testing/test-platform.ts';
import { openContest, review, reviewedDesign, sessionOf } from '../../ops/testing/voting-fixture.ts';
import { leaderboardProjection } from '../../projections/leaderboard/leaderboard.projection.ts';
import { fullStanding } from '../../projections/leaderboard/leaderboard-queries.ts';
import { verifyProjection } from '../../projections/runner/shadow-rebuild.ts';
import { revokeSession } from '../identity/sessions.ts';
import { voteTexts } from './vote.routes.ts';

// The leaderboard follows the log a moment later; on a loaded machine that moment can be seconds.
const settles = { timeout: 20_000 };

describe('votes over HTTP', () => {
  let platform: TestPlatform;
  let api: ReturnType<typeof apiClient>;
  let contest: Awaited<ReturnType<typeof openContest>>;
  let design: string;
  const now = () => platform.services.clock.now();

  beforeAll(async () => {
    platform = await startTestPlatform({ VOTE_RATE_LIMIT: '1000' });
    api = apiClient(platform.url);
    contest = await openContest(platform.services.store, now());
    design = await verified();
  });
  afterAll(async () => platform?.close());

  async function verified() {
    const { designId } = await reviewedDesign(platform.services.store);
    await vi.waitFor(() => expect(platform.services.voting.facts.isVerified(designId)).toBe(true), settles);
    return designId;
  }
  const user = () => sessionOf(platform.services.db, 'user', now());
  const votesOf = async (designId: string) =>
    (await fullStanding(platform.services.db)).find((row) => row.designId === designId)?.totalVotes;

  describe('who may vote', () => {
    it('should ask for a session', async () => {
      const response = await api.post('/vote', { postId: design });
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('No autorizado. Inicia sesión para continuar.');
    });

    it.each(['admin', 'moderator'] as const)('should refuse a %s with 403 in Spanish', async (role) => {
      const staff = await sessionOf(platform.services.db, role, now());
      const response = await api.post('/vote', { postId: design }, staff.token);
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(ruleTexts.staffCannotVote);
    });

    it.each([{}, { postId: '' }, { postId: '   ' }])('should answer %j with 400 in Spanish', async (body) => {
      const response = await api.post('/vote', body, (await user()).token);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('La solicitud no es válida');
    });
  });

  describe('what may be voted', () => {
    it('should refuse a design not verified', async () => {
      const { designId } = await reviewedDesign(platform.services.store, { status: 'PENDING' });
      const response = await api.post('/vote', { postId: designId }, (await user()).token);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(ruleTexts.designNotVotable);
    });

    it('should refuse votes before the start and after the voting end', async () => {
      const voter = await user();
      const original = { ...contest.schedule };
      await contest.reschedule({ startDate: now() + 60_000 }, now());
      await expect
        .poll(() => platform.services.voting.facts.window()?.startDate, settles)
        .toBe(contest.schedule.startDate);
      expect((await api.post('/vote', { postId: design }, voter.token)).body.message).toBe(ruleTexts.votingNotStarted);
      await contest.reschedule({ startDate: original.startDate, votingEndDate: now() - 1000 }, now() + 1);
      await expect
        .poll(() => platform.services.voting.facts.window()?.votingEndDate)
        .toBe(contest.schedule.votingEndDate);
      const ended = await api.post('/vote', { postId: design }, voter.token);
      expect(ended.status).toBe(403);
      expect(ended.body.message).toBe(ruleTexts.votingEnded);
      await contest.reschedule({ votingEndDate: original.votingEndDate }, now() + 2);
      await expect
        .poll(() => platform.services.voting.facts.window()?.votingEndDate, settles)
        .toBe(original.votingEndDate);
    });

    it('should stop counting a design taken down, and keep its likes in the log', async () => {
      const { designId, userId } = await reviewedDesign(platform.services.store);
      await expect.poll(() => platform.services.voting.facts.isVerified(designId), settles).toBe(true);
      const voter = await user();
      expect((await api.post('/vote', { postId: designId }, voter.token)).body.data.voted).toBe(true);
      await expect.poll(() => votesOf(designId), settles).toBe(1);
      await review(platform.services.store, designId, userId, 'REJECTED', now());
      await expect.poll(() => platform.services.voting.facts.isVerified(designId), settles).toBe(false);
      expect((await api.post('/vote', { postId: designId }, (await user()).token)).status).toBe(404);
      await expect.poll(() => votesOf(designId), settles).toBeUndefined();
      expect((await platform.services.store.readStream(voterStreamId(voter.accountId))).events).toHaveLength(1);
    });
  });

  describe('a like, toggled', () => {
    it('should cast, list, cancel with the SPEC text, and cast again', async () => {
      const voter = await user();
      const cast = await api.post('/vote', { postId: design }, voter.token);
      expect(cast).toMatchObject({
        status: 200,
        body: { message: voteTexts.cast, data: { postId: design, voted: true } },
      });
      expect((await api.get('/vote/posts-voted', voter.token)).body.data).toEqual([{ glb: design }]);
      const again = await api.post('/vote', { postId: design }, voter.token);
      expect(again.body).toEqual({
        message: 'Has anulado tu votación con éxito.',
        data: { postId: design, voted: false, after: expect.stringMatching(/^\d+\/\d+$/) },
      });
      expect((await api.get('/vote/posts-voted', voter.token)).body.data).toEqual([]);
      expect((await api.post('/vote', { postId: design }, voter.token)).body.data.voted).toBe(true);
    });

    it('should cancel through /vote/delete, and answer a repeated cancel the same', async () => {
      const voter = await user();
      await api.post('/vote', { postId: design }, voter.token);
      for (let n = 0; n < 2; n++) {
        const removed = await api.post('/vote/delete', { postId: design }, voter.token);
        expect(removed.body).toMatchObject({ message: voteTexts.removed, data: { postId: design, voted: false } });
      }
      expect(
        (await platform.services.store.readStream(voterStreamId(voter.accountId))).events.map((e) => e.type),
      ).toEqual(['VoteCast', 'VoteWithdrawn']);
    });
  });

  describe('reading after a vote', () => {
    it("should read the design with the vote counted when asked for the vote's place in the log", async () => {
      const designId = await verified();
      const voter = await user();
      const countAfter = async (answer: { body: { data: { after: string } } }) => {
        expect(answer.body.data.after).toMatch(/^\d+\/\d+$/);
        const query = `glbModelId=${designId}&after=${answer.body.data.after}`;
        return (await api.get(`/gallery/glb-model-user-details?${query}`)).body.data.totalVotes;
      };
      expect(await countAfter(await api.post('/vote', { postId: designId }, voter.token))).toBe(1);
      expect(await countAfter(await api.post('/vote/delete', { postId: designId }, voter.token))).toBe(0);
    });

    it('should answer a malformed place in the log with 400 in Spanish', async () => {
      const response = await api.get(`/gallery/glb-model-user-details?glbModelId=${design}&after=ayer`);
      expect(response).toMatchObject({ status: 400, body: { message: 'La solicitud no es válida' } });
    });
  });

  describe("a visitor's first vote", () => {
    it('should need a captcha solved on the server, once, and never again for that visitor', async () => {
      const visitor = await sessionOf(platform.services.db, 'voter', now());
      const bare = await api.post('/vote', { postId: design }, visitor.token);
      expect(bare).toMatchObject({ status: 400, body: { message: 'Por favor verifica el captcha' } });
      const solution = await solvedCaptcha(platform.url);
      const first = await api.post('/vote', { postId: design }, visitor.token, { 'X-Captcha': solution });
      expect(first.body.data.voted).toBe(true);
      expect((await api.post('/vote', { postId: design }, visitor.token)).body.message).toBe(voteTexts.removed);
      const other = await sessionOf(platform.services.db, 'voter', now());
      const replayed = await api.post('/vote', { postId: design }, other.token, { 'X-Captcha': solution });
      expect(replayed).toMatchObject({ status: 400, body: { message: 'Error en la verificación del captcha' } });
    });
  });

  describe('exactness', () => {
    it('should count 100 parallel copies of one vote once', async () => {
      const designId = await verified();
      const voter = await user();
      const headers = { 'Idempotency-Key': 'click-1' };
      const answers = await Promise.all(
        Array.from({ length: 100 }, () => api.post('/vote', { postId: designId }, voter.token, headers)),
      );
      expect(answers.every((answer) => answer.status === 200 && answer.body.data.voted)).toBe(true);
      expect((await platform.services.store.readStream(voterStreamId(voter.accountId))).events).toHaveLength(1);
      await expect.poll(() => votesOf(designId), settles).toBe(1);
    });

    it('should count 100 parallel votes without a key at most once per state they saw', async () => {
      const designId = await verified();
      const voter = await user();
      await Promise.all(Array.from({ length: 100 }, () => api.post('/vote', { postId: designId }, voter.token)));
      const { events } = await platform.services.store.readStream(voterStreamId(voter.accountId));
      const liked =
        events.filter((e) => e.type === 'VoteCast').length - events.filter((e) => e.type !== 'VoteCast').length;
      expect([0, 1]).toContain(liked);
      await expect.poll(() => votesOf(designId), settles).toBe(liked);
    });

    it("should leave every design's count equal to the voters' final state replayed from the events", async () => {
      const designs = [await verified(), await verified(), await verified(), await verified()];
      const voters = await Promise.all(Array.from({ length: 40 }, () => user()));
      const clicks = voters.flatMap((voter, v) =>
        Array.from({ length: 12 }, (_, n) => ({
          voter,
          designId: designs[(v * 7 + n * 3) % designs.length]!,
          path: (v + n) % 5 === 0 ? '/vote/delete' : '/vote',
        })),
      );
      const answers = await Promise.all(
        clicks.map((click) => api.post(click.path, { postId: click.designId }, click.voter.token)),
      );
      expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);

      // Each design's likes from every voter's own stream, read exactly (not through the log).
      const tally = (events: readonly { streamId: string; type: string; data: unknown }[]) => {
        const likes = new Set<string>();
        for (const event of events) {
          if (!event.streamId.startsWith(voterStreamPrefix)) continue;
          const { voterId, designId } = event.data as { voterId: string; designId: string };
          if (event.type === 'VoteCast') likes.add(`${voterId}|${designId}`);
          else likes.delete(`${voterId}|${designId}`);
        }
        const counts = Object.fromEntries(designs.map((id) => [id, 0]));
        for (const like of likes) {
          const designId = like.split('|')[1]!;
          if (designId in counts) counts[designId]! += 1;
        }
        return counts;
      };
      const streams = await Promise.all(
        voters.map((voter) => platform.services.store.readStream(voterStreamId(voter.accountId))),
      );
      const fromStreams = tally(streams.flatMap((stream) => stream.events));
      const posted = await Promise.all(voters.map((voter) => api.get('/vote/posts-voted', voter.token)));
      const postedLikes = posted.reduce((sum, answer) => sum + answer.body.data.length, 0);
      expect(Object.values(fromStreams).reduce((a, b) => a + b, 0)).toBe(postedLikes);

      // The whole log replayed agrees once it shows every commit (an older open transaction may
      // hold the newest back for a moment), and so does the leaderboard once it has applied them.
      const replayed = async () => tally(await platform.services.store.readAll({ limit: 1_000_000 }));
      await expect.poll(replayed, settles).toEqual(fromStreams);
      for (const id of designs) await expect.poll(() => votesOf(id), settles).toBe(fromStreams[id]);

      const { store, db, keys } = platform.services;
      expect(await verifyProjection(leaderboardProjection, { store, db, keys })).toEqual([]);
      const audit = await promisify(execFile)(process.execPath, ['ops/cli/audit.ts', '--verify'], {
        env: { ...process.env, DATABASE_URL: platform.services.config.DATABASE_URL, DATA_DIR: platform.dataDir },
      });
      expect(audit.stdout).toContain('leaderboard: matches its rebuild');
    }, 60_000);
  });

  describe('limits', () => {
    it('should brake one voter past the per-voter limit with 429 in Spanish', async () => {
      const limited = await startTestPlatform({ VOTE_RATE_LIMIT: '3' });
      try {
        const voter = await sessionOf(limited.services.db, 'user', Date.now());
        const limitedApi = apiClient(limited.url);
        const statuses: number[] = [];
        let last: unknown;
        for (let n = 0; n < 4; n++) {
          const answer = await limitedApi.post('/vote', { postId: 'x' }, voter.token);
          statuses.push(answer.status);
          last = answer.body;
        }
        // No contest is open on this node: the rules refuse, until the limit refuses first.
        expect(statuses).toEqual([403, 403, 403, 429]);
        expect(last).toMatchObject({ message: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.' });
      } finally {
        await limited.close();
      }
    });
  });

  describe('a revoked session', () => {
    it('should stop working within one second, on this node and on another', async () => {
      const { startPlatform } = await import('../platform/start-platform.ts');
      const { loadConfig } = await import('../config.ts');
      const { createLogger } = await import('../platform/logger.ts');
      const second = await startPlatform(
        loadConfig({
          DATABASE_URL: platform.services.config.DATABASE_URL,
          DATA_DIR: platform.dataDir,
          PORT: '0',
          SEED_DEMO: 'false',
        }),
        createLogger('silent'),
      );
      try {
        const voter = await user();
        const apis = [api, apiClient(second.url)];
        for (const node of apis) expect((await node.get('/vote/posts-voted', voter.token)).status).toBe(200);
        await revokeSession(platform.services.db, voter.token, now());
        const revokedAt = Date.now();
        for (const node of apis)
          await expect
            .poll(async () => (await node.post('/vote', { postId: design }, voter.token)).status, {
              timeout: 1000,
              interval: 50,
            })
            .toBe(401);
        expect(Date.now() - revokedAt).toBeLessThan(2000);
      } finally {
        await second.close();
      }
    });
  });
});
