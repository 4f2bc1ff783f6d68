import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpUser, uniqueEmail } from '../../ops/testing/accounts-fixture.ts';
import { apiClient, codeIn, linkIn } from '../../ops/testing/api-client.ts';
import { solvedCaptcha } from '../../ops/testing/captcha-solver.ts';
import { solidPng } from '../../ops/testing/png.ts';
import { type SmtpSink, startSmtpSink } from '../../ops/testing/smtp-sink.ts';
import { startTestPlatform, type TestPlatform } from '../../ops/testing/test-platform.ts';
import { inviteStaff } from './staff.ts';

const staffPassword = 'staffpass1234';

describe('staff, voting users, roles, captcha, uploads and contact over HTTP', () => {
  let platform: TestPlatform;
  let mailbox: SmtpSink;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    mailbox = await startSmtpSink();
    platform = await startTestPlatform({
      SMTP_URL: mailbox.url,
      AUTH_RATE_LIMIT: '1000',
      AUTH_EMAIL_RATE_LIMIT: '1000',
    });
    api = apiClient(platform.app);
  });
  afterAll(async () => {
    await platform?.close();
    await mailbox?.close();
  });

  async function onboardedStaff(role: 'admin' | 'moderator') {
    const email = uniqueEmail(role);
    await inviteStaff(platform.services, email, role, { now: Date.now() });
    const link = new URL(linkIn((await mailbox.waitFor(email)).text));
    expect(link.pathname).toBe('/agregar-contrase%C3%B1a');
    expect(Object.fromEntries(link.searchParams)).toMatchObject({ mode: 'add', type: role });
    const onboarded = await api.post(`/admin/onboard-${role}/${link.searchParams.get('token')}`, {
      name: 'Equipo 1',
      password: staffPassword,
    });
    expect(onboarded.status).toBe(200);
    return { email, token: onboarded.body.token as string };
  }

  it('onboards invited staff once, then they log in with e-mail, password and a mailed code', async () => {
    const admin = await onboardedStaff('admin');
    const login = await api.post('/admin/login', { email: admin.email, password: staffPassword });
    expect(login.body).toEqual({
      message: 'Te enviamos un código de verificación a tu correo electrónico.',
      data: { _id: expect.any(String) },
    });
    const otp = codeIn((await mailbox.waitFor(admin.email, { subject: /código/ })).text);
    const verified = await api.post('/admin/verify-otp', { id: login.body.data._id, otp });
    expect(verified.body).toEqual({
      token: expect.any(String),
      data: expect.objectContaining({ role: 'admin', firstName: 'Equipo 1' }),
      message: 'Inicio de sesión exitoso',
    });
    expect((await api.get('/admin/logout', verified.body.token)).status).toBe(200);
    expect((await api.post('/moderator/login', { email: admin.email, password: staffPassword })).status).toBe(401);
    expect((await api.post('/admin/login', { email: admin.email, password: 'corta' })).body.message).toBe(
      'La contraseña debe tener al menos 8 caracteres',
    );
  });

  it('keeps roles apart: staff tokens never act as users or voters, users never as staff', async () => {
    const moderator = await onboardedStaff('moderator');
    const user = await signedUpUser(platform.app, mailbox);
    expect((await api.get('/user/profile', moderator.token)).status).toBe(403);
    expect((await api.get('/moderator/logout', user.token)).status).toBe(403);
    expect((await api.post('/admin/create-moderator', { email: uniqueEmail() }, user.token)).status).toBe(403);
    expect((await api.post('/admin/create-moderator', { email: uniqueEmail() }, moderator.token)).status).toBe(403);
    const staffVote = await api.post('/voting-user/login', { email: moderator.email, termsAndConditions: true });
    const anyone = await api.post('/voting-user/login', { email: uniqueEmail(), termsAndConditions: true });
    expect(staffVote).toEqual({ ...anyone, body: { ...anyone.body, data: { _id: expect.any(String) } } });
    const moderatorId = (await api.post('/moderator/login', { email: moderator.email, password: staffPassword })).body
      .data._id;
    expect(staffVote.body.data._id).not.toBe(moderatorId);
    expect((await api.post('/voting-user/verify-otp', { id: moderatorId, otp: '123456' })).status).toBe(400);
  });

  it('lets an admin invite a moderator, and the operator CLI create a ready admin', async () => {
    const admin = await onboardedStaff('admin');
    const email = uniqueEmail('mod');
    expect((await api.post('/admin/create-moderator', { email }, admin.token)).status).toBe(201);
    expect((await mailbox.waitFor(email)).subject).toContain('moderación');
    const cliEmail = uniqueEmail('cli');
    await promisify(execFile)(
      process.execPath,
      ['ops/cli/create-staff.ts', '--role', 'admin', '--email', cliEmail, '--password', 'adminpass1234'],
      {
        env: { ...process.env, DATABASE_URL: platform.services.config.DATABASE_URL },
      },
    );
    expect((await api.post('/admin/login', { email: cliEmail, password: 'adminpass1234' })).status).toBe(200);
  });

  it('verifies voting users by code, including a registered user’s e-mail', async () => {
    const email = uniqueEmail('votante');
    const login = await api.post('/voting-user/login', { email, termsAndConditions: true });
    const verified = await api.post('/voting-user/verify-otp', {
      id: login.body.data._id,
      otp: codeIn((await mailbox.waitFor(email)).text),
    });
    expect(verified.body.token).toEqual(expect.any(String));
    expect((await api.get('/user/profile', verified.body.token)).status).toBe(403);

    const user = await signedUpUser(platform.app, mailbox);
    const asVoter = await api.post('/voting-user/login', {
      email: user.email,
      termsAndConditions: true,
      wantUpdates: false,
    });
    expect(asVoter.body.data._id).toBe(user.id);
    expect(
      (await api.post('/voting-user/login', { email, termsAndConditions: false })).body.errors.termsAndConditions,
    ).toEqual(['Debes aceptar los términos y condiciones']);
  });

  it('updates the profile (e-mail stays) and records the studio tour', async () => {
    const user = await signedUpUser(platform.app, mailbox);
    const bad = await api.post('/user/profile', { firstName: '', mobileNumber: '12' }, user.token);
    expect(bad.body.errors).toMatchObject({
      firstName: ['Se requiere el primer nombre'],
      mobileNumber: ['El número de teléfono móvil debe tener 10 dígitos'],
    });
    const saved = await api.post(
      '/user/profile',
      { firstName: 'Lucía', lastName: 'Pérez', mobileNumber: '3312345678', email: 'otro@x.mx' },
      user.token,
    );
    expect(saved.body.data.data).toMatchObject({
      firstName: 'Lucía',
      lastName: 'Pérez',
      mobileNumber: '3312345678',
      email: user.email,
    });
    expect((await api.post('/user/profile', { onboardingTour: true }, user.token)).body.data.data.onboardingTour).toBe(
      true,
    );
  });

  it('uploads a profile photo through a signed address: type by magic bytes, size and dimensions checked', async () => {
    const user = await signedUpUser(platform.app, mailbox);
    const { body } = await api.post('/user/signed-url', { content_type: 'image/png', module: 'profile' }, user.token);
    const put = (url: string, bytes: Uint8Array, type = 'image/png') =>
      platform.app.request(`${url}`, { method: 'PUT', headers: { 'Content-Type': type }, body: new Uint8Array(bytes) });
    expect((await put(body.data.signedUrl, Buffer.from('not an image at all'))).status).toBe(422);
    expect((await put(body.data.signedUrl, solidPng(50, 50))).status).toBe(422);
    expect((await put(body.data.signedUrl.replace('sig=', 'sig=x'), solidPng(120, 120))).status).toBe(403);
    expect((await put(body.data.signedUrl, solidPng(120, 120), 'image/jpeg')).status).toBe(403);
    expect((await put(body.data.signedUrl, solidPng(120, 120))).status).toBe(200);
    const served = await platform.app.request(`${body.data.url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    const saved = await api.post(
      '/user/profile',
      { firstName: 'Ana', mobileNumber: '5512345678', photo: body.data.url },
      user.token,
    );
    expect(saved.body.data.data.photo).toBe(body.data.url);
    expect(
      (
        await api.post(
          '/user/profile',
          { firstName: 'Ana', mobileNumber: '5512345678', photo: 'https://evil.example/x.png' },
          user.token,
        )
      ).status,
    ).toBe(422);
  });

  it('mails contact messages to support', async () => {
    const sent = await api.post(
      '/user/contact-us',
      { name: 'Ana', issue: 'Duda', message: '¿Cuándo cierra?' },
      undefined,
      {
        'X-Captcha': await solvedCaptcha(platform.url),
      },
    );
    expect(sent.body.message).toBe('¡Tu mensaje ha sido recibido!');
    expect((await mailbox.waitFor('soporte@concurso.local')).text).toContain('¿Cuándo cierra?');
    expect((await api.post('/user/contact-us', { name: '', issue: '', message: '' })).body.errors).toEqual({
      name: ['El nombre es obligatorio'],
      issue: ['El asunto es obligatorio'],
      message: ['El mensaje es obligatorio'],
    });
  });

  it('lists the dealers with their states', async () => {
    const { body } = await api.get('/dealers');
    expect(body.data.length).toBeGreaterThanOrEqual(70);
    expect(body.data[0]).toEqual({ value: expect.any(String), label: expect.any(String), state: expect.any(String) });
  });
});

describe('rate limits', () => {
  it('answers 429 in Spanish once a client passes the limit', async () => {
    const platform = await startTestPlatform({ AUTH_RATE_LIMIT: '3' });
    const api = apiClient(platform.app);
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(await api.post('/user/login', { email: uniqueEmail(), password: 'Secreta1!' }));
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 429, 429]);
    expect(answers[3]!.body.message).toBe('Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.');
    await platform.close();
  });
});
