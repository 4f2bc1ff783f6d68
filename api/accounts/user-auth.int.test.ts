import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodPassword, signedUpUser, signUpBody, uniqueEmail } from '../../ops/testing/accounts-fixture.ts';
import { apiClient, codeIn, linkIn } from '../../ops/testing/api-client.ts';
import { type SmtpSink, startSmtpSink } from '../../ops/testing/smtp-sink.ts';
import { startTestPlatform, type TestPlatform } from '../../ops/testing/test-platform.ts';

describe('user sign-up, codes, login and password reset over HTTP', () => {
  let platform: TestPlatform;
  let mailbox: SmtpSink;
  let api: ReturnType<typeof apiClient>;
  const clock = { offset: 0, now: () => Date.now() + clock.offset };

  beforeAll(async () => {
    mailbox = await startSmtpSink();
    platform = await startTestPlatform(
      { SMTP_URL: mailbox.url, AUTH_RATE_LIMIT: '1000', AUTH_EMAIL_RATE_LIMIT: '1000' },
      { clock },
    );
    api = apiClient(platform.app);
  });
  afterAll(async () => {
    await platform?.close();
    await mailbox?.close();
  });

  describe('validation', () => {
    it.each([
      ['firstName', { firstName: '' }, 'Se requiere el primer nombre'],
      ['email', { email: 'no-es-correo' }, 'Correo electrónico inválido'],
      ['email', { email: '' }, 'El correo electrónico es obligatorio'],
      ['mobileNumber', { mobileNumber: '55123' }, 'El número de teléfono móvil debe tener 10 dígitos'],
      [
        'password',
        { password: 'sencilla' },
        'La contraseña debe tener al menos 8 caracteres y contener al menos una letra mayúscula, una letra minúscula, un número y un carácter especial (!@#$%^&*)',
      ],
      ['password', { password: '' }, 'La contraseña es obligatoria'],
      ['dateOfBirth', { dateOfBirth: '01/01/2015' }, 'Debe tener al menos 18 años'],
      ['dateOfBirth', { dateOfBirth: '01/01/1900' }, 'La edad máxima permitida es de 99 años'],
      ['distributor', { distributor: 'no-existe' }, 'Selecciona un distribuidor de la lista'],
      ['termsAndConditions', { termsAndConditions: false }, 'Debes aceptar los términos y condiciones'],
    ])('answers 400 with the SPEC message for a bad %s', async (field, change, message) => {
      const response = await api.post('/user/signup', signUpBody(uniqueEmail(), change));
      expect(response.status).toBe(400);
      expect(response.body.errors[field]).toContain(message);
    });

    it('answers malformed JSON with 400 and a Spanish message, never 500', async () => {
      const response = await platform.app.request(`/api/v1/user/signup`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"firstName":',
      });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe('La solicitud no es válida');
    });
  });

  it('signs up, mails a six-digit code, and logs in with it', async () => {
    const email = uniqueEmail();
    const signUp = await api.post('/user/signup', signUpBody(email));
    expect(signUp.status).toBe(201);
    const code = codeIn((await mailbox.waitFor(email)).text);
    expect(code).toMatch(/^\d{6}$/);
    const verified = await api.post('/user/verify-otp', { id: signUp.body.data._id, otp: code, type: 'signup' });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({
      _id: signUp.body.data._id,
      firstName: 'Ana',
      email,
      isVerified: true,
      role: 'user',
    });
    expect((await api.get('/user/profile', verified.body.token)).body.data.data.email).toBe(email);
  });

  it('gives exactly one account to twenty parallel sign-ups of one e-mail, every answer alike', async () => {
    const email = uniqueEmail('carrera');
    const answers = await Promise.all(Array.from({ length: 20 }, () => api.post('/user/signup', signUpBody(email))));
    expect(answers.every((a) => a.status === 201 && a.body.message === answers[0]!.body.message)).toBe(true);
    const code = codeIn((await mailbox.waitFor(email, { subject: /código/ })).text);
    const verified = await Promise.all(
      answers.map((a) => api.post('/user/verify-otp', { id: a.body.data._id, otp: code, type: 'signup' })),
    );
    expect(verified.filter((v) => v.status === 200)).toHaveLength(1);
  });

  describe('one-time codes', () => {
    it('keeps a wrong code from working and closes the code flow after five wrong tries', async () => {
      const email = uniqueEmail();
      const { body } = await api.post('/user/signup', signUpBody(email));
      const code = codeIn((await mailbox.waitFor(email)).text);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        const answer = await api.post('/user/verify-otp', { id: body.data._id, otp: wrong, type: 'signup' });
        expect(answer).toEqual({
          status: 400,
          body: expect.objectContaining({ message: 'La OTP no es válida o ha caducado' }),
        });
      }
      const locked = await api.post('/user/verify-otp', { id: body.data._id, otp: code, type: 'signup' });
      expect(locked.status).toBe(429);
    });

    it('expires a code after ten minutes', async () => {
      const email = uniqueEmail();
      const { body } = await api.post('/user/signup', signUpBody(email));
      const code = codeIn((await mailbox.waitFor(email)).text);
      clock.offset += 10 * 60_000 + 1;
      expect((await api.post('/user/verify-otp', { id: body.data._id, otp: code, type: 'signup' })).status).toBe(400);
    });

    it('refuses a resend before 60 seconds, saying how long to wait, then sends a new code', async () => {
      const email = uniqueEmail();
      const { body } = await api.post('/user/signup', signUpBody(email));
      clock.offset += 20_000;
      const early = await api.post('/user/resend-otp', { userId: body.data._id, isEmail: true });
      expect(early.status).toBe(429);
      expect(early.body).toMatchObject({ message: 'Podrás solicitar un nuevo código en 40 segundos.', retryAfter: 40 });
      clock.offset += 40_000;
      expect((await api.post('/user/resend-otp', { userId: body.data._id, isEmail: true })).status).toBe(200);
      const code = codeIn((await mailbox.waitFor(email, { skip: 1 })).text);
      expect((await api.post('/user/verify-otp', { id: body.data._id, otp: code, type: 'signup' })).status).toBe(200);
    });
  });

  it('logs in with password and code, and logging out revokes the token', async () => {
    const user = await signedUpUser(platform.app, mailbox);
    expect((await api.post('/user/login', { email: user.email, password: 'Otra1234!' })).status).toBe(401);
    clock.offset += 61_000;
    const login = await api.post('/user/login', { email: user.email, password: goodPassword });
    expect(login.body.data._id).toBe(user.id);
    const code = codeIn((await mailbox.waitFor(user.email, { skip: 1 })).text);
    const { body } = await api.post('/user/verify-otp', { id: user.id, otp: code, type: 'login' });
    expect((await api.get('/user/logout', body.token)).body.message).toBe('Cerrar sesión exitosamente');
    expect((await api.get('/user/profile', body.token)).status).toBe(401);
    expect((await api.get('/user/profile', user.token)).status).toBe(200);
  });

  describe('password reset', () => {
    it('answers the same whether or not the e-mail has an account', async () => {
      const unknown = await api.post('/user/forgot-password', { email: uniqueEmail('nadie') });
      const user = await signedUpUser(platform.app, mailbox);
      const known = await api.post('/user/forgot-password', { email: user.email });
      expect(unknown).toEqual(known);
    });

    it('resets by a single-use link, ends open sessions, and the new password works', async () => {
      const user = await signedUpUser(platform.app, mailbox);
      await api.post('/user/forgot-password', { email: user.email });
      const link = linkIn((await mailbox.waitFor(user.email, { subject: /Restablece/ })).text);
      expect(link).toContain('/restablecer-contrasena?token=');
      const token = new URL(link).searchParams.get('token')!;
      expect((await api.post(`/user/reset-password/${token}`, { password: 'Nueva123$' })).status).toBe(200);
      expect((await api.post(`/user/reset-password/${token}`, { password: 'Otra1234$' })).body.message).toBe(
        'El enlace no es válido o ha caducado.',
      );
      expect((await api.get('/user/profile', user.token)).status).toBe(401);
      expect((await api.post('/user/login', { email: user.email, password: goodPassword })).status).toBe(401);
      expect((await api.post('/user/login', { email: user.email, password: 'Nueva123$' })).status).toBe(200);
    });

    it('refuses a link older than one hour', async () => {
      const user = await signedUpUser(platform.app, mailbox);
      await api.post('/user/forgot-password', { email: user.email });
      const token = new URL(
        linkIn((await mailbox.waitFor(user.email, { subject: /Restablece/ })).text),
      ).searchParams.get('token');
      clock.offset += 60 * 60_000 + 1;
      expect((await api.post(`/user/reset-password/${token}`, { password: 'Nueva123$' })).status).toBe(400);
    });
  });
});
