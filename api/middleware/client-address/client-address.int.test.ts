import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequester, json } from '../../../ops/testing/api-client.ts';
import { solvedCaptcha } from '../../../ops/testing/captcha-solver.ts';
import { startTestPlatform, type TestPlatform } from '../../../ops/testing/test-platform.ts';

describe('the client address in event metadata', () => {
  let platform: TestPlatform;
  beforeAll(async () => (platform = await startTestPlatform({ TRUSTED_PROXIES: '10.0.0.2' })));
  afterAll(async () => platform?.close());

  it('is an HMAC, keyed by the shared secret, of the address the trusted proxy forwarded', async () => {
    const request = apiRequester(platform.app);
    const headers = { 'X-Forwarded-For': '198.51.100.7', 'X-Captcha': await solvedCaptcha(platform.url) };
    const sent = await request('/user/contact-us', {
      ...json({ name: 'Ana', issue: 'Duda', message: 'Hola' }, headers),
      from: '10.0.0.2',
    });
    expect(sent.status).toBe(200);
    const [event] = await platform.services.store.readAll({ limit: 10 });
    const expected = createHmac('sha256', platform.services.addressSecret).update('198.51.100.7').digest('hex');
    expect(event!.metadata.ipHash).toBe(expected.slice(0, 32));
  });
});
