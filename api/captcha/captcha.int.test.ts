import type { Challenge } from 'altcha-lib';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpUser } from '../../ops/testing/accounts-fixture.ts';
import { apiRequester, json } from '../../ops/testing/api-client.ts';
import { solvedCaptcha } from '../../ops/testing/captcha-solver.ts';
import { type SmtpSink, startSmtpSink } from '../../ops/testing/smtp-sink.ts';
import { startTestPlatform, type TestPlatform } from '../../ops/testing/test-platform.ts';
import { workRange } from './captcha.ts';

const contact = { name: 'Ana', issue: 'Duda', message: '¿Cuándo cierra?' };

describe('captcha', () => {
  let platform: TestPlatform;
  let mailbox: SmtpSink;
  beforeAll(async () => {
    mailbox = await startSmtpSink();
    platform = await startTestPlatform({ SMTP_URL: mailbox.url });
  });
  afterAll(async () => {
    await platform?.close();
    await mailbox?.close();
  });

  it('costs real work: the solver tries at least 40,000 keys', async () => {
    const challenge = (await (await apiRequester(platform.app)('/captcha/challenge')).json()) as Challenge;
    const startedAt = performance.now();
    const solution = await solveChallenge({ challenge, deriveKey });
    const ms = performance.now() - startedAt;
    expect(solution!.counter).toBeGreaterThanOrEqual(workRange.min);
    expect(solution!.counter).toBeLessThanOrEqual(workRange.max);
    console.log(`captcha solved by Node after ${solution!.counter} keys in ${Math.round(ms)} ms`);
  });

  it('lets a visitor send a contact message only with a fresh solution, spent by that message', async () => {
    const request = apiRequester(platform.app);
    const without = await request('/user/contact-us', json(contact));
    expect(without.status).toBe(400);
    expect(await without.json()).toEqual({ message: 'Por favor verifica el captcha' });

    const token = await solvedCaptcha(platform.url);
    const check = () => request('/user/verify-captcha', json({ token })).then((r) => r.json());
    expect((await check()).data).toBe(true);
    expect((await check()).data).toBe(true); // the widget's check does not spend it
    expect((await request('/user/contact-us', json(contact, { 'X-Captcha': token }))).status).toBe(200);

    const replayed = await request('/user/contact-us', json(contact, { 'X-Captcha': token }));
    expect(replayed.status).toBe(400);
    expect(await replayed.json()).toEqual({ message: 'Error en la verificación del captcha' });
    expect(await check()).toMatchObject({ data: false, message: 'Error en la verificación del captcha' });
    expect((await request('/user/contact-us', json(contact, { 'X-Captcha': 'basura' }))).status).toBe(400);
  });

  it('asks no captcha of a signed-in user', async () => {
    const user = await signedUpUser(platform.url, mailbox);
    const request = apiRequester(platform.app);
    const response = await request('/user/contact-us', json(contact, { Authorization: `Bearer ${user.token}` }));
    expect(response.status).toBe(200);
  });

  it('limits challenges and contact messages per address', async () => {
    const request = apiRequester(platform.app);
    const challenges = [];
    for (let i = 0; i < 301; i++)
      challenges.push((await request('/captcha/challenge', { from: '203.0.113.30' })).status);
    expect(challenges.slice(0, 300).every((status) => status === 200)).toBe(true);
    expect(challenges[300]).toBe(429);

    const contacts = [];
    for (let i = 0; i < 61; i++)
      contacts.push((await request('/user/contact-us', { ...json({}), from: '203.0.113.31' })).status);
    expect(contacts.slice(0, 60).every((status) => status === 400)).toBe(true);
    expect(contacts[60]).toBe(429);
  });
});
