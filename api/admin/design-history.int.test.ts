import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DesignHistory } from '../../events/schemas/admin.ts';
import { signedUpUser } from '../../ops/testing/accounts-fixture.ts';
import { apiClient } from '../../ops/testing/api-client.ts';
import { type SmtpSink, startSmtpSink } from '../../ops/testing/smtp-sink.ts';
import { onboardedStaff } from '../../ops/testing/staff-fixture.ts';
import { designBody, readyTexture, uploadedThumbnail } from '../../ops/testing/studio-fixture.ts';
import { startTestPlatform, type TestPlatform } from '../../ops/testing/test-platform.ts';
import { openContest } from '../../ops/testing/voting-fixture.ts';

describe('an admin reads a design’s history, built by the product’s own commands', () => {
  let platform: TestPlatform;
  let mailbox: SmtpSink;
  let api: ReturnType<typeof apiClient>;
  let admin: string;
  let moderator: { id: string; token: string };
  let designer: { id: string; token: string };
  let voter: { id: string; token: string };
  let designId: string;

  beforeAll(async () => {
    mailbox = await startSmtpSink();
    platform = await startTestPlatform({ SMTP_URL: mailbox.url, AUTH_RATE_LIMIT: '1000', VOTE_RATE_LIMIT: '1000' });
    api = apiClient(platform.url);
    await openContest(platform.services.store, platform.services.clock.now());
    admin = (await onboardedStaff(platform, mailbox, 'admin')).token;
    moderator = await onboardedStaff(platform, mailbox, 'moderator');
    designer = await signedUpUser(platform.url, mailbox);
    const texture = await readyTexture(api, designer.token);
    const thumbnail = await uploadedThumbnail(platform.url, api, designer.token);
    const saved = await api.post(
      '/ai/save_glb_state',
      designBody(texture, thumbnail, { name: 'Quetzal Turquesa' }),
      designer.token,
    );
    designId = saved.body.data._id;
    expect((await api.post('/ai/submit_user_glb', { id: designId }, designer.token)).status).toBe(200);
    const verdict = { glbModelId: designId, status: 'VERIFIED', comments: 'Colores impecables' };
    const settles = { timeout: 20_000, interval: 100 };
    await vi.waitFor(async () => {
      expect((await api.post('/moderator/glb-model-status-update', verdict, moderator.token)).status).toBe(200);
    }, settles);
    // A signed-up person votes with their session; a visitor's first vote would also need a captcha.
    voter = await signedUpUser(platform.url, mailbox);
    await vi.waitFor(async () => {
      expect((await api.post('/vote', { postId: designId }, voter.token)).body.data?.voted).toBe(true);
    }, settles);
    const share = { postId: designId, socialPlatform: { name: 'facebook' } };
    expect((await api.post('/ai/user-glbs/share', share, voter.token)).status).toBe(201);
  }, 90_000);
  afterAll(async () => {
    await platform?.close();
    await mailbox?.close();
  });

  const history = async () => {
    const answer = await api.get(`/admin/design-history/${designId}`, admin);
    return answer.status === 200 ? (answer.body.data as DesignHistory) : undefined;
  };

  it('finds the design by part of its name, whatever the case', async () => {
    await expect
      .poll(async () => (await api.get('/admin/design-history?search=quetzal', admin)).body.data?.designs, {
        timeout: 20_000,
      })
      .toEqual([expect.objectContaining({ designId, name: 'Quetzal Turquesa' })]);
    const empty = await api.get('/admin/design-history?search=%20', admin);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBeTruthy();
  });

  it('tells its life in log order: saved, submitted, reviewed, liked and shared, each with where it sits', async () => {
    await expect
      .poll(async () => (await history())?.entries.map((entry) => entry.type), { timeout: 20_000 })
      .toEqual(
        expect.arrayContaining(['DesignSaved', 'DesignSubmitted', 'DesignSubmittedForReview', 'DesignReviewed']),
      );
    await expect.poll(async () => (await history())?.entries.length, { timeout: 20_000 }).toBe(6);
    const { entries, votes } = (await history())!;
    const positions = entries.map((entry) => entry.globalPosition);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(entries.map((entry) => entry.type)).toEqual([
      'DesignSaved',
      'DesignSubmitted',
      'DesignSubmittedForReview',
      'DesignReviewed',
      'VoteCast',
      'DesignShared',
    ]);
    expect(entries[0]).toMatchObject({ streamId: `library-${designer.id}`, details: { name: 'Quetzal Turquesa' } });
    expect(entries[3]).toMatchObject({
      streamId: `design-${designId}`,
      streamVersion: 2,
      actor: `moderator:${moderator.id}`,
      details: { status: 'VERIFIED', comments: 'Colores impecables', moderatorId: moderator.id },
    });
    expect(entries[4]).toMatchObject({ streamId: `voter-${voter.id}`, details: { voterId: voter.id } });
    expect(entries[5]).toMatchObject({ streamId: expect.stringMatching(/^share-/), details: { platform: 'facebook' } });
    // The command id, when the command carried one, is what `npm run audit -- --stream` prints beside it.
    expect(entries[4]!.commandId).toEqual(expect.any(String));
    expect(votes).toEqual([{ hour: expect.stringMatching(/:00:00\.000Z$/), net: 1, total: 1 }]);
  });

  it('counts a withdrawn like in the series', async () => {
    expect((await api.post('/vote', { postId: designId }, voter.token)).status).toBeLessThan(300);
    await expect.poll(async () => (await history())?.votes.at(-1)?.total, { timeout: 20_000 }).toBe(0);
  });

  it('answers 404 in Spanish for a design no event names, and refuses everyone but admins', async () => {
    const missing = await api.get(`/admin/design-history/${crypto.randomUUID()}`, admin);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'No hay eventos de ese diseño' });
    for (const token of [undefined, designer.token, voter.token, moderator.token]) {
      expect([401, 403]).toContain((await api.get(`/admin/design-history/${designId}`, token)).status);
    }
  });
});
