import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpUser } from '../../ops/testing/accounts-fixture.ts';
import { apiRequester, json } from '../../ops/testing/api-client.ts';
import { noisyImage, photoWithExif } from '../../ops/testing/photos.ts';
import { type SmtpSink, startSmtpSink } from '../../ops/testing/smtp-sink.ts';
import { startTestPlatform, type TestPlatform } from '../../ops/testing/test-platform.ts';

describe('uploads', () => {
  let platform: TestPlatform;
  let mailbox: SmtpSink;
  beforeAll(async () => {
    mailbox = await startSmtpSink();
    platform = await startTestPlatform({ SMTP_URL: mailbox.url, UPLOAD_QUOTA_MB: '1' });
  });
  afterAll(async () => {
    await platform?.close();
    await mailbox?.close();
  });

  async function signedUrl(token: string, type = 'image/jpeg') {
    const response = await apiRequester(platform.app)(
      '/user/signed-url',
      json({ content_type: type, module: 'thumbnail' }, { Authorization: `Bearer ${token}` }),
    );
    return { status: response.status, ...(await response.json()) };
  }
  const put = (url: string, bytes: Uint8Array, type = 'image/jpeg') =>
    fetch(`${platform.url}${url}`, { method: 'PUT', headers: { 'Content-Type': type }, body: new Uint8Array(bytes) });

  it('takes one file per signed address', async () => {
    const user = await signedUpUser(platform.url, mailbox);
    const { data } = await signedUrl(user.token);
    const photo = await photoWithExif();
    expect((await put(data.signedUrl, photo)).status).toBe(200);
    const again = await put(data.signedUrl, photo);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: 'Este enlace de carga ya se usó. Solicita uno nuevo.' });
  });

  it('stores photos without EXIF: no camera, author or GPS position', async () => {
    const user = await signedUpUser(platform.url, mailbox);
    const photo = await photoWithExif();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const { data } = await signedUrl(user.token);
    expect((await put(data.signedUrl, photo)).status).toBe(200);
    const stored = Buffer.from(await (await fetch(`${platform.url}${data.url}`)).arrayBuffer());
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect(stored.includes(Buffer.from('Ana P'))).toBe(false);
    expect(metadata.width).toBe(200);
  });

  it('keeps each user within the storage quota, and another user is not affected', async () => {
    const user = await signedUpUser(platform.url, mailbox);
    const big = await noisyImage(700, 700, 'jpeg');
    expect(big.length).toBeGreaterThan(400 * 1024);
    const answers = [];
    for (let i = 0; i < 3; i++) {
      const { data } = await signedUrl(user.token);
      const response = await put(data.signedUrl, big);
      answers.push({ status: response.status, body: await response.json() });
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200, 422]);
    expect(answers[2]!.body).toEqual({ message: 'Alcanzaste el espacio de almacenamiento de tu cuenta.' });

    const other = await signedUpUser(platform.url, mailbox);
    const { data } = await signedUrl(other.token);
    expect((await put(data.signedUrl, big)).status).toBe(200);
  });
});
