import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStreamId } from '../../events/identity/identity.events.ts';
import { goodPassword, signedUpUser, signUpBody, uniqueEmail } from '../../ops/testing/accounts-fixture.ts';
import { apiClient, codeIn, linkIn } from '../../ops/testing/api-client.ts';
import { type SmtpSink, startSmtpSink } from '../../ops/testing/smtp-sink.ts';
import { startTestPlatform, type TestPlatform } from '../../ops/testing/test-platform.ts';
import { loadConfig } from '../config.ts';
import { setPassword } from '../identity/credentials.ts';
import { hashPassword } from '../identity/secrets.ts';
import { inviteStaff } from './staff.ts';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const staffPassword = 'una-clave-larga-1';

describe('a sign-in that cannot be bypassed', () => {
  let platform: TestPlatform;
  let mailbox: SmtpSink;
  let api: ReturnType<typeof apiClient>;
  const clock = { offset: 0, now: () => Date.now() + clock.offset };
  const later = (ms: number) => (clock.offset += ms);

  beforeAll(async () => {
    mailbox = await startSmtpSink();
    platform = await startTestPlatform(
      { SMTP_URL: mailbox.url, AUTH_RATE_LIMIT: '1000' },
      { clock, socketRecheckMs: 100 },
    );
    api = apiClient(platform.app);
  });
  afterAll(async () => {
    await platform?.close();
    await mailbox?.close();
  });

  const lastCode = async (email: string, skip = 0) =>
    codeIn((await mailbox.waitFor(email, { skip, subject: /código/ })).text);

  async function staff(role: 'admin' | 'moderator') {
    const email = uniqueEmail(role);
    await inviteStaff(platform.services, email, role, { now: clock.now() });
    const token = new URL(linkIn((await mailbox.waitFor(email)).text)).searchParams.get('token');
    expect(
      (await api.post(`/admin/onboard-${role}/${token}`, { name: 'Equipo', password: 'corta1234' })).body.errors,
    ).toEqual({ password: ['La contraseña debe tener al menos 12 caracteres'] });
    await api.post(`/admin/onboard-${role}/${token}`, { name: 'Equipo', password: staffPassword });
    return email;
  }

  async function staffSession(role: 'admin' | 'moderator', email: string, skip = 0) {
    later(61_000);
    const login = await api.post(`/${role}/login`, { email, password: staffPassword });
    const verified = await api.post(`/${role}/verify-otp`, {
      id: login.body.data._id,
      otp: await lastCode(email, skip),
    });
    return verified.body.token as string;
  }

  describe('codes are bound to their purpose and role', () => {
    it('never opens a user session with a voting code, which still opens the voting session', async () => {
      const user = await signedUpUser(platform.app, mailbox);
      later(61_000);
      await api.post('/voting-user/login', { email: user.email, termsAndConditions: true });
      const votingCode = await lastCode(user.email, 1);
      expect((await api.post('/user/verify-otp', { id: user.id, otp: votingCode, type: 'login' })).status).toBe(400);
      expect((await api.post('/voting-user/verify-otp', { id: user.id, otp: votingCode })).status).toBe(200);
    });

    it('never logs in with a sign-up code, and never verifies a sign-up with a login code', async () => {
      const email = uniqueEmail();
      const { body } = await api.post('/user/signup', signUpBody(email));
      const signUpCode = await lastCode(email);
      expect((await api.post('/user/verify-otp', { id: body.data._id, otp: signUpCode, type: 'login' })).status).toBe(
        400,
      );
      expect((await api.post('/user/verify-otp', { id: body.data._id, otp: signUpCode, type: 'signup' })).status).toBe(
        200,
      );
      later(61_000);
      await api.post('/user/login', { email, password: goodPassword });
      const loginCode = await lastCode(email, 1);
      expect((await api.post('/user/verify-otp', { id: body.data._id, otp: loginCode, type: 'signup' })).status).toBe(
        400,
      );
    });

    it('never opens an admin session with a user’s login code', async () => {
      const user = await signedUpUser(platform.app, mailbox);
      later(61_000);
      await api.post('/user/login', { email: user.email, password: goodPassword });
      const code = await lastCode(user.email, 1);
      expect((await api.post('/admin/verify-otp', { id: user.id, otp: code })).status).toBe(400);
    });
  });

  describe('guessing is braked per account', () => {
    it('locks the code flow after five wrong codes for 15 minutes, resend included, as an event', async () => {
      const email = uniqueEmail();
      const { body } = await api.post('/user/signup', signUpBody(email));
      const id = body.data._id as string;
      const code = await lastCode(email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) await api.post('/user/verify-otp', { id, otp: wrong, type: 'signup' });
      const locked = await api.post('/user/verify-otp', { id, otp: code, type: 'signup' });
      expect(locked).toEqual({
        status: 429,
        body: expect.objectContaining({
          message: 'Demasiados códigos incorrectos. Podrás intentarlo de nuevo en 15 minutos.',
          retryAfter: 900,
        }),
      });
      later(2 * minute);
      expect((await api.post('/user/resend-otp', { userId: id, isEmail: true })).status).toBe(429);
      expect((await api.post('/user/login', { email, password: goodPassword })).status).toBe(429);
      const { events } = await platform.services.store.readStream(userStreamId(id));
      expect(events.filter((event) => event.type === 'CodeFlowLocked')).toHaveLength(1);

      later(13 * minute + 1000);
      expect((await api.post('/user/login', { email, password: goodPassword })).status).toBe(200);
      const fresh = await lastCode(email, 1);
      expect((await api.post('/user/verify-otp', { id, otp: fresh, type: 'login' })).status).toBe(200);
    });

    it('sends at most ten codes per account in a day', async () => {
      const email = uniqueEmail();
      const { body } = await api.post('/user/signup', signUpBody(email));
      const resend = () => api.post('/user/resend-otp', { userId: body.data._id, isEmail: true });
      for (let i = 1; i < 10; i++) {
        later(61_000);
        expect((await resend()).status).toBe(200);
      }
      later(61_000);
      expect((await resend()).body).toMatchObject({
        message: 'Alcanzaste el máximo de códigos por hoy. Inténtalo de nuevo más tarde.',
      });
      later(day);
      expect((await resend()).status).toBe(200);
    });
  });

  describe('sessions expire', () => {
    it('ends a user session after 7 idle days, and any after 30 days however used', async () => {
      const idle = await signedUpUser(platform.app, mailbox);
      const busy = await signedUpUser(platform.app, mailbox);
      later(6 * day);
      expect((await api.get('/user/profile', busy.token)).status).toBe(200);
      later(day + minute);
      expect((await api.get('/user/profile', idle.token)).status).toBe(401);
      for (let used = 7; used < 30; used += 6) {
        expect((await api.get('/user/profile', busy.token)).status).toBe(200);
        later(6 * day);
      }
      expect((await api.get('/user/profile', busy.token)).status).toBe(401);
    });

    it('ends a staff session after an idle hour and after 12 hours, and its sockets leave the staff rooms', async () => {
      const email = await staff('admin');
      const token = await staffSession('admin', email);
      const socket: Socket = io(platform.url, { transports: ['websocket'], auth: { token } });
      try {
        expect(await socket.emitWithAck('subscribe', { room: 'admin' })).toEqual({ ok: true });
        const inRoom = () => roomSize('admin');
        expect(await inRoom()).toBe(1);
        later(50 * minute);
        expect((await api.post('/admin/create-moderator', { email: uniqueEmail() }, token)).status).toBe(201);
        later(50 * minute);
        expect(await inRoom()).toBe(1);
        later(11 * minute);
        await expect.poll(inRoom, { timeout: 5000 }).toBe(0);
        expect((await api.post('/admin/create-moderator', { email: uniqueEmail() }, token)).status).toBe(401);

        const busy = await staffSession('admin', email, 1);
        for (let hours = 0; hours < 12; hours++) {
          expect((await api.post('/admin/create-moderator', { email: uniqueEmail() }, busy)).status).toBe(201);
          later(hour - minute);
        }
        later(15 * minute);
        expect((await api.post('/admin/create-moderator', { email: uniqueEmail() }, busy)).status).toBe(401);
      } finally {
        socket.close();
      }
    });

    it('takes a logged-out staff session’s sockets out of the staff rooms at once', async () => {
      const email = await staff('moderator');
      const token = await staffSession('moderator', email);
      const socket: Socket = io(platform.url, { transports: ['websocket'], auth: { token } });
      try {
        expect(await socket.emitWithAck('subscribe', { room: 'moderation' })).toEqual({ ok: true });
        expect(await roomSize('moderation')).toBe(1);
        await api.get('/moderator/logout', token);
        expect(await roomSize('moderation')).toBe(0);
      } finally {
        socket.close();
      }
    });
  });

  const roomSize = async (room: string) => (await platform.sockets.io.in(room).fetchSockets()).length;

  describe('staff passwords', () => {
    it('slows repeated failures down instead of locking the real admin out', async () => {
      const email = await staff('admin');
      for (let i = 0; i < 5; i++) {
        expect((await api.post('/admin/login', { email, password: 'una-clave-equivocada' })).status).toBe(401);
      }
      const slowed = await api.post('/admin/login', { email, password: staffPassword });
      expect(slowed).toEqual({ status: 429, body: expect.objectContaining({ retryAfter: 1 }) });
      later(1001);
      expect((await api.post('/admin/login', { email, password: staffPassword })).status).toBe(200);
      const unknown = uniqueEmail('nadie');
      for (let i = 0; i < 5; i++) await api.post('/admin/login', { email: unknown, password: 'una-clave-equivocada' });
      expect((await api.post('/admin/login', { email: unknown, password: staffPassword })).status).toBe(429);
    });
  });

  describe('password hashes', () => {
    it('uses scrypt at N=2^17, r=8, p=1 by default', async () => {
      const cost = loadConfig({}).PASSWORD_HASH_COST;
      expect((await hashPassword('x', cost)).split('$').slice(0, 4)).toEqual(['scrypt', '131072', '8', '1']);
    });

    it('upgrades a hash made at a lower cost at the next login', async () => {
      const user = await signedUpUser(platform.app, mailbox);
      await setPassword(
        { db: platform.services.db, config: { ...platform.services.config, PASSWORD_HASH_COST: 10 } },
        user.id,
        goodPassword,
      );
      const stored = async () =>
        (await platform.services.pool.query('SELECT password_hash FROM credentials WHERE account_id = $1', [user.id]))
          .rows[0].password_hash as string;
      expect((await stored()).split('$')[1]).toBe('1024');
      later(61_000);
      expect((await api.post('/user/login', { email: user.email, password: goodPassword })).status).toBe(200);
      expect((await stored()).split('$')[1]).toBe(String(2 ** platform.services.config.PASSWORD_HASH_COST));
    });
  });

  describe('no account enumeration', () => {
    it('answers a sign-up with a taken e-mail exactly as a new one, and mails the owner instead', async () => {
      const user = await signedUpUser(platform.app, mailbox);
      const taken = await api.post('/user/signup', signUpBody(user.email));
      const fresh = await api.post('/user/signup', signUpBody(uniqueEmail()));
      expect(taken).toEqual({ ...fresh, body: { ...fresh.body, data: { _id: expect.any(String) } } });
      expect(taken.body.data._id).not.toBe(user.id);
      expect((await mailbox.waitFor(user.email, { subject: /Ya tienes una cuenta/ })).text).toContain(
        '/olvide-contrasena',
      );
    });

    it('answers forgot-password as fast for a known e-mail as for an unknown one', async () => {
      const user = await signedUpUser(platform.app, mailbox);
      const timed = async (email: string) => {
        const started = performance.now();
        await api.post('/user/forgot-password', { email });
        return performance.now() - started;
      };
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 6; i++) {
        known.push(await timed(user.email));
        unknown.push(await timed(uniqueEmail('nadie')));
      }
      const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      expect(median(known)).toBeLessThan(median(unknown) * 2 + 5);
      expect((await mailbox.waitFor(user.email, { subject: /Restablece/ })).text).toContain('token=');
    });
  });
});
