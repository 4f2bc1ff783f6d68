import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datesOutOfOrder } from '../../events/schemas/contest.ts';
import { apiClient, codeIn } from '../../ops/testing/api-client.ts';
import { contestSettings } from '../../ops/testing/contest-settings.ts';
import { type SmtpSink, startSmtpSink } from '../../ops/testing/smtp-sink.ts';
import { onboardedStaff } from '../../ops/testing/staff-fixture.ts';
import { startTestPlatform, type TestPlatform } from '../../ops/testing/test-platform.ts';

const day = 86_400_000;

describe('event settings behind the admin one-time code', () => {
  let platform: TestPlatform;
  let mailbox: SmtpSink;
  let api: ReturnType<typeof apiClient>;
  let admin: Awaited<ReturnType<typeof onboardedStaff>>;
  let visitor: Socket;
  const pushes: { type: string; data: Record<string, unknown> }[] = [];
  const clock = { at: Date.now(), now: () => clock.at };

  beforeAll(async () => {
    mailbox = await startSmtpSink();
    platform = await startTestPlatform({ SMTP_URL: mailbox.url, AUTH_RATE_LIMIT: '1000' }, { clock });
    api = apiClient(platform.app);
    admin = await onboardedStaff(platform, mailbox, 'admin');
    // A visitor without any token follows the public contest room.
    visitor = io(platform.url, { path: '/socket.io', transports: ['websocket'] });
    visitor.on('contest', (payload) => pushes.push(payload));
    expect(await visitor.emitWithAck('subscribe', { room: 'contest' })).toEqual({ ok: true });
  });
  afterAll(async () => {
    visitor?.close();
    await platform?.close();
    await mailbox?.close();
  });

  async function mailedCode(skip = 0) {
    expect((await api.get('/admin/send-otp', admin.token)).body).toMatchObject({ statusCode: 200 });
    return codeIn((await mailbox.waitFor(admin.email, { subject: /confirmar cambios/, skip })).text);
  }

  it('changes nothing without a verified code', async () => {
    expect((await api.get('/admin/event', admin.token)).body).toEqual({ data: null });
    const refused = await api.post('/admin/update-event', settings(), admin.token);
    expect(refused.status).toBe(403);
    expect((await api.get('/event')).body).toEqual({ data: null });
  });

  it('answers a wrong code with its message and correctOtp false, and keeps the event as it was', async () => {
    const code = await mailedCode();
    const wrong = await api.post(
      '/admin/verify-admin-otp',
      { otp: code === '000000' ? '111111' : '000000' },
      admin.token,
    );
    expect(wrong).toMatchObject({ status: 400, body: { message: expect.any(String), data: { correctOtp: false } } });
    expect((await api.post('/admin/update-event', settings(), admin.token)).status).toBe(403);
  });

  it('saves the event after the mailed code, once, and pushes it to every visitor', async () => {
    clock.at += 61_000;
    const code = await mailedCode(1);
    expect((await api.post('/admin/verify-admin-otp', { otp: code }, admin.token)).body.data).toEqual({
      correctOtp: true,
    });
    const backwards = await api.post('/admin/update-event', settings({ expertReviewEnd: start - day }), admin.token);
    expect(backwards).toMatchObject({ status: 400, body: { message: datesOutOfOrder } });
    const saved = await api.post('/admin/update-event', settings(), admin.token);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ ...settings(), eventId: expect.any(String) });
    expect((await api.get('/event')).body.data).toEqual(saved.body.data);
    await expect.poll(() => pushes.at(-1)).toEqual({ type: 'event', data: saved.body.data });

    const again = await api.post('/admin/update-event', settings({ revealVotes: false }), admin.token);
    expect(again.status).toBe(403);
    expect((await api.post('/admin/verify-admin-otp', { otp: code }, admin.token)).status).toBe(400);
  });

  it('lets a verification lapse after five minutes', async () => {
    clock.at += 61_000;
    const code = await mailedCode(2);
    expect((await api.post('/admin/verify-admin-otp', { otp: code }, admin.token)).status).toBe(200);
    clock.at += 5 * 60_000 + 1;
    expect((await api.post('/admin/update-event', settings({ countDown: true }), admin.token)).status).toBe(403);
    expect((await api.get('/event')).body.data.countDown).toBe(false);
  });

  it('validates the form with the SPEC messages', async () => {
    const missing = await api.post('/admin/update-event', { ...settings(), startDate: undefined }, admin.token);
    expect(missing.body.message).toBe('La fecha de inicio es un campo obligatorio');
    const badVideo = await api.post('/admin/update-event', settings({ videoUrl: 'video' }), admin.token);
    expect(badVideo.body.message).toBe('Por favor, introduce una URL válida');
  });

  it('keeps the chat assistant settings and tells the site', async () => {
    expect((await api.get('/assistant')).body).toEqual({ data: null });
    const bad = await api.post(
      '/admin/assistant-settings',
      { name: '', logoUrl: 'https://otro-sitio.mx/logo.png' },
      admin.token,
    );
    expect(bad.body.errors).toEqual({
      name: ['El nombre del chatbot es obligatorio'],
      logoUrl: ['La URL del logotipo del chatbot no es válida'],
    });
    const saved = await api.post(
      '/admin/assistant-settings',
      { name: 'Sofía', logoUrl: '/assistant/logo.svg' },
      admin.token,
    );
    expect(saved.body.data).toEqual({ name: 'Sofía', logoUrl: '/assistant/logo.svg' });
    expect((await api.get('/assistant')).body.data).toEqual(saved.body.data);
    await expect.poll(() => pushes.at(-1)).toEqual({ type: 'assistant', data: saved.body.data });
  });
});

const start = Date.UTC(2026, 5, 20, 15);
const settings = (overrides: Record<string, unknown> = {}) =>
  contestSettings(start, { videoUrl: 'https://marca.mx/evento.mp4', ...overrides });
