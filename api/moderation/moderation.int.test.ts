import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designStreamId } from '../../events/design/design.events.ts';
import { signedUpUser, uniqueEmail } from '../../ops/testing/accounts-fixture.ts';
import { apiClient, linkIn } from '../../ops/testing/api-client.ts';
import { type SmtpSink, startSmtpSink } from '../../ops/testing/smtp-sink.ts';
import { designBody, readyTexture, uploadedThumbnail } from '../../ops/testing/studio-fixture.ts';
import { startTestPlatform, type TestPlatform } from '../../ops/testing/test-platform.ts';
import { inviteStaff } from '../accounts/staff.ts';

const reviewedByOther = 'Otro moderador ya revisó este diseño. La lista se actualizó.';
const commentRequired = 'Escribe un comentario para rechazar el diseño o pedir otro intento.';
const staffPassword = 'Equipo-2024-seguro';

type QueueItem = { id: string; name: string; status: string; version: number; comments: string } & Record<
  string,
  unknown
>;

describe('moderation over HTTP', () => {
  let platform: TestPlatform;
  let mailbox: SmtpSink;
  let api: ReturnType<typeof apiClient>;
  let moderator: string;
  let secondModerator: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    mailbox = await startSmtpSink();
    platform = await startTestPlatform({
      SMTP_URL: mailbox.url,
      AUTH_RATE_LIMIT: '1000',
      AUTH_EMAIL_RATE_LIMIT: '1000',
    });
    api = apiClient(platform.url);
    [moderator, secondModerator] = await Promise.all([staff('moderator'), staff('moderator')]);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await platform?.close();
    await mailbox?.close();
  });

  async function staff(role: 'admin' | 'moderator') {
    const email = uniqueEmail(role);
    await inviteStaff(platform.services, email, role, { now: Date.now() });
    const token = new URL(linkIn((await mailbox.waitFor(email)).text)).searchParams.get('token');
    const onboarded = await api.post(`/admin/onboard-${role}/${token}`, { name: 'Equipo 1', password: staffPassword });
    return onboarded.body.token as string;
  }

  /** A new user who saved one design and submitted it, as the studio does. */
  async function submission(name = 'Mar de Talavera', prompt = 'olas azules del mar') {
    const user = await signedUpUser(platform.url, mailbox);
    const texture = await readyTexture(api, user.token, prompt);
    const thumbnail = await uploadedThumbnail(platform.url, api, user.token);
    const saved = await api.post('/ai/save_glb_state', designBody(texture, thumbnail, { name }), user.token);
    const designId = saved.body.data.id as string;
    expect((await api.post('/ai/submit_user_glb', { id: designId }, user.token)).status).toBe(200);
    await expect.poll(() => inQueue(designId)).toBeDefined();
    return { ...user, designId };
  }

  const queue = async (query = '', token = moderator) => {
    const answer = await api.get(`/moderator/under-review-glb-model${query}`, token);
    expect(answer.status).toBe(200);
    return answer.body as { data: QueueItem[]; totalCount: Record<string, number | string | null> };
  };
  const inQueue = async (designId: string, type = 'all') =>
    (await queue(`?type=${type}&limit=50`)).data.find((item) => item.id === designId);
  const review = (body: Record<string, unknown>, token = moderator) =>
    api.post('/moderator/glb-model-status-update', body, token);

  describe('who may review', () => {
    it('answers 401 without a token and 403 to users and admins', async () => {
      const user = await signedUpUser(platform.url, mailbox);
      const admin = await staff('admin');
      for (const token of [undefined, user.token, admin]) {
        const status = token ? 403 : 401;
        expect((await api.get('/moderator/under-review-glb-model', token)).status).toBe(status);
        const body = { glbModelId: crypto.randomUUID(), status: 'VERIFIED' };
        expect((await api.post('/moderator/glb-model-status-update', body, token)).status).toBe(status);
      }
    });
  });

  it('lists a submission as pending with its creator, bad prompts and the counters', async () => {
    const ana = await submission('Calaveras de azúcar con un nombre muy largo', 'calaveras con sangre');
    const item = await inQueue(ana.designId);
    expect(item).toMatchObject({
      name: 'Calaveras de azúcar con un nombre muy largo',
      status: 'PENDING',
      badPrompts: ['calaveras con sangre'],
      userId: { _id: ana.id, firstName: 'Ana', lastName: 'López' },
      glbState: [{ objectName: 'hood' }, { objectName: 'roof' }],
      version: 1,
    });
    expect((await queue()).totalCount).toEqual({
      nextCursor: null,
      totalcount: expect.any(Number),
      pendingCount: expect.any(Number),
      rejectedCount: expect.any(Number),
      verifiedCount: expect.any(Number),
    });
    expect((await queue('?search=CALAVERAS')).data.map((design) => design.id)).toEqual([ana.designId]);
  });

  it('needs a comment to reject or ask for another try, none to approve', async () => {
    const { designId } = await submission();
    for (const status of ['REJECTED', 'RETRY']) {
      const answer = await review({ glbModelId: designId, status, comments: '  ' });
      expect(answer).toMatchObject({ status: 400, body: { message: commentRequired } });
      expect(answer.body.errors.comments).toEqual([commentRequired]);
    }
    expect((await review({ glbModelId: designId, status: 'PUBLISHED' })).status).toBe(400);
    expect(await review({ glbModelId: crypto.randomUUID(), status: 'VERIFIED' })).toMatchObject({
      status: 404,
      body: { message: 'El diseño no está en revisión.' },
    });
  });

  it('rejects with a comment mailed to the owner, then approves from the rejected tab without one', async () => {
    const ana = await submission('Fuego Maya');
    const before = (await queue()).totalCount;
    const rejected = await review({ glbModelId: ana.designId, status: 'REJECTED', comments: 'Contiene violencia' });
    expect(rejected).toMatchObject({ status: 200, body: { message: 'Diseño rechazado' } });
    expect(rejected.body.data.counters.rejectedCount).toBe(Number(before.rejectedCount) + 1);

    const mail = await mailbox.waitFor(ana.email, { subject: /no fue aprobado/ });
    expect(mail.text).toContain('«Fuego Maya»');
    expect(mail.text).toContain('Contiene violencia');
    expect(await inQueue(ana.designId)).toBeUndefined();
    const inRejectedTab = await inQueue(ana.designId, 'reject');
    expect(inRejectedTab).toMatchObject({ status: 'REJECTED', comments: 'Contiene violencia', version: 2 });

    const approved = await review({ glbModelId: ana.designId, status: 'VERIFIED', expectedVersion: 2 });
    expect(approved).toMatchObject({ status: 200, body: { message: 'Diseño aprobado' } });
    expect(approved.body.data.counters.verifiedCount).toBe(Number(before.verifiedCount) + 1);
    expect(await inQueue(ana.designId, 'reject')).toBeUndefined();

    const { events } = await platform.services.store.readStream(designStreamId(ana.designId));
    expect(events.map((event) => [event.type, (event.data as { status: string }).status])).toEqual([
      ['DesignSubmittedForReview', 'PENDING'],
      ['DesignReviewed', 'REJECTED'],
      ['DesignReviewed', 'VERIFIED'],
    ]);
    expect(events[1]!.metadata.actor).toMatchObject({ role: 'moderator' });
  });

  it('takes a published design down with a rejection, but never hands it back', async () => {
    const { designId } = await submission();
    expect((await review({ glbModelId: designId, status: 'VERIFIED' })).status).toBe(200);
    expect(await review({ glbModelId: designId, status: 'RETRY', comments: 'Cambia el título' })).toMatchObject({
      status: 409,
      body: { message: 'Un diseño publicado solo puede retirarse con Rechazar.' },
    });
    expect((await review({ glbModelId: designId, status: 'REJECTED', comments: 'Plagio' })).status).toBe(200);
    expect(await inQueue(designId, 'reject')).toMatchObject({ comments: 'Plagio' });
  });

  it('hands a RETRY back to its owner with the comment, who may change nothing or everything and submit again', async () => {
    const ana = await submission('Selva Viva');
    const retried = await review({ glbModelId: ana.designId, status: 'RETRY', comments: 'Cambia el título' });
    expect(retried).toMatchObject({ status: 200, body: { message: 'Diseño devuelto a su autor' } });
    expect(await inQueue(ana.designId)).toBeUndefined();

    const library = await api.get('/ai/user_glbs', ana.token);
    expect(library.body.data).toMatchObject([
      { id: ana.designId, isSubmitted: false, moderatorComment: 'Cambia el título' },
    ]);
    expect((await api.get('/ai/did_i_submit_one', ana.token)).body.data).toBe(false);
    expect(await review({ glbModelId: ana.designId, status: 'VERIFIED' })).toMatchObject({
      status: 409,
      body: { message: 'Este diseño se devolvió a su autor; volverá a la lista cuando lo envíe de nuevo.' },
    });

    expect((await api.post('/ai/submit_user_glb', { id: ana.designId }, ana.token)).status).toBe(200);
    await expect.poll(() => inQueue(ana.designId)).toMatchObject({ status: 'PENDING', version: 3 });
    const again = await api.get('/ai/user_glbs', ana.token);
    expect(again.body.data[0]).toMatchObject({ isSubmitted: true });
    expect(again.body.data[0]).not.toHaveProperty('moderatorComment');
  });

  describe('two moderators on the same design at once', () => {
    it('lets the first verdict on the version both saw win; the other gets 409 in Spanish', async () => {
      const { designId } = await submission();
      const { version } = (await inQueue(designId))!;
      const answers = await Promise.all([
        review({ glbModelId: designId, status: 'VERIFIED', expectedVersion: version }, moderator),
        review(
          { glbModelId: designId, status: 'REJECTED', comments: 'No cumple', expectedVersion: version },
          secondModerator,
        ),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)!.body.message).toBe(reviewedByOther);
      const { events } = await platform.services.store.readStream(designStreamId(designId));
      expect(events.filter((event) => event.type === 'DesignReviewed')).toHaveLength(1);
    });

    it('refuses the same verdict twice even without the version', async () => {
      const { designId } = await submission();
      const answers = await Promise.all(
        [moderator, secondModerator].map((token) =>
          review({ glbModelId: designId, status: 'REJECTED', comments: 'No cumple' }, token),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    });
  });

  describe('the moderation room', () => {
    function connect(token?: string) {
      const socket = io(platform.url, { path: '/socket.io', transports: ['websocket'], auth: token ? { token } : {} });
      sockets.push(socket);
      return socket;
    }

    it('brings a new submission to a connected moderator within one second, and verdicts with the counters', async () => {
      const socket = connect(moderator);
      expect(await socket.emitWithAck('subscribe', { room: 'moderation' })).toEqual({ ok: true });
      const notices: { type: string; designId: string; at: number; counters: Record<string, number> }[] = [];
      socket.on('moderation', (notice) => notices.push({ ...notice, at: Date.now() }));

      const user = await signedUpUser(platform.url, mailbox);
      const texture = await readyTexture(api, user.token);
      const thumbnail = await uploadedThumbnail(platform.url, api, user.token);
      const saved = await api.post('/ai/save_glb_state', designBody(texture, thumbnail), user.token);
      const designId = saved.body.data.id as string;
      const submittedAt = Date.now();
      await api.post('/ai/submit_user_glb', { id: designId }, user.token);
      await expect
        .poll(() => notices.find((n) => n.designId === designId), { timeout: 1000 })
        .toMatchObject({
          type: 'submitted',
          counters: { pendingCount: expect.any(Number) },
        });
      expect(notices.find((n) => n.designId === designId)!.at - submittedAt).toBeLessThan(1000);

      await review({ glbModelId: designId, status: 'VERIFIED' }, secondModerator);
      await expect
        .poll(() => notices.find((n) => n.designId === designId && n.type === 'reviewed'))
        .toMatchObject({ status: 'VERIFIED', counters: { verifiedCount: expect.any(Number) } });
    });

    it('refuses anyone but a moderator', async () => {
      const user = await signedUpUser(platform.url, mailbox);
      for (const token of [undefined, user.token, await staff('admin')]) {
        expect(await connect(token).emitWithAck('subscribe', { room: 'moderation' })).toMatchObject({ ok: false });
      }
    });
  });
});
