import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpUser } from '../../../ops/testing/accounts-fixture.ts';
import { apiRequester, json } from '../../../ops/testing/api-client.ts';
import { noisyImage } from '../../../ops/testing/photos.ts';
import { type SmtpSink, startSmtpSink } from '../../../ops/testing/smtp-sink.ts';
import { startTestPlatform, type TestPlatform } from '../../../ops/testing/test-platform.ts';

describe('request body limits', () => {
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

  it('answers a JSON body over 64 KB with 413 in Spanish, before any route reads it', async () => {
    const request = apiRequester(platform.app);
    const response = await request('/user/contact-us', json({ name: 'Ana', issue: 'x', message: 'a'.repeat(70_000) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'La solicitud es demasiado grande (máximo 64 KB).' });
  });

  it('judges a body over the Node server by its declared length, and counts one of unknown length as it streams', async () => {
    const oversized = JSON.stringify({ name: 'Ana', issue: 'x', message: 'a'.repeat(70_000) });
    const declared = await fetch(`${platform.url}/api/v1/user/contact-us`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: oversized,
    });
    expect(declared.status).toBe(413);
    const streamed = await fetch(`${platform.url}/api/v1/user/contact-us`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new Blob([oversized]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({ message: 'La solicitud es demasiado grande (máximo 64 KB).' });
    const small = await fetch(`${platform.url}/api/v1/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new Blob([JSON.stringify({ email: 'nadie@ejemplo.mx', password: 'Aa1!aaaa' })]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(small.status).toBe(401); // read through to the route, which judges the credentials
  });

  it('answers a 10 MB password with 413, not 500', async () => {
    const request = apiRequester(platform.app);
    const response = await request(
      '/user/login',
      json({ email: 'ana@ejemplo.mx', password: `Aa1!${'a'.repeat(10_000_000)}` }),
    );
    expect(response.status).toBe(413);
  });

  it('refuses passwords over 128 characters with the Spanish rule', async () => {
    const request = apiRequester(platform.app);
    const response = await request(
      '/user/login',
      json({ email: 'ana@ejemplo.mx', password: `Aa1!${'a'.repeat(125)}` }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'La contraseña debe tener como máximo 128 caracteres' });
  });

  it('lets only the signed upload take a body over 64 KB', async () => {
    const user = await signedUpUser(platform.url, mailbox);
    const request = apiRequester(platform.app);
    const auth = { Authorization: `Bearer ${user.token}` };
    const { data } = await (
      await request('/user/signed-url', json({ content_type: 'image/png', module: 'thumbnail' }, auth))
    ).json();
    const noisy = await noisyImage(300, 300);
    expect(noisy.length).toBeGreaterThan(64 * 1024);
    const put = await createUpload(platform, data.signedUrl, noisy);
    expect(put.status).toBe(200);
  });
});

function createUpload(platform: TestPlatform, signedUrl: string, bytes: Uint8Array) {
  return fetch(`${platform.url}${signedUrl}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'image/png' },
    body: new Uint8Array(bytes),
  });
}
