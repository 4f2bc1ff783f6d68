import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../ops/testing/accounts-fixture.ts';
import { apiRequester, json } from '../../../ops/testing/api-client.ts';
import { startTestPlatform, type TestPlatform } from '../../../ops/testing/test-platform.ts';
import { createApp } from '../../app.ts';
import { postgresRateCounters } from './rate-counters.ts';

const proxy = '10.0.0.2';
const carrierAddress = '198.51.100.20';

describe('rate limits with the default ceilings', () => {
  let platform: TestPlatform;
  beforeAll(async () => (platform = await startTestPlatform({ TRUSTED_PROXIES: proxy })));
  afterAll(async () => platform?.close());

  it('serves 150 different people asking for a reset link from one carrier address within a minute', async () => {
    const request = apiRequester(platform.app);
    const statuses = new Set<number>();
    for (let person = 0; person < 150; person++) {
      const response = await request(
        '/user/forgot-password',
        json({ email: uniqueEmail() }, { 'X-Forwarded-For': carrierAddress }),
      );
      statuses.add(response.status);
    }
    expect([...statuses]).toEqual([200]);
  });

  // Wrong passwords meet the back-off first (see the sign-in tests); the per-e-mail ceiling also
  // brakes what needs no password, like reset links and codes sent to one address.
  it('brakes requests on one e-mail whatever the address: the 11th reset link in ten minutes is refused', async () => {
    const request = apiRequester(platform.app);
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await request(
        '/user/forgot-password',
        json({ email }, { 'X-Forwarded-For': `198.51.100.${attempt + 100}` }),
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });
});

describe('rate limits across nodes and restarts', () => {
  let platform: TestPlatform;
  beforeAll(async () => (platform = await startTestPlatform({ AUTH_RATE_LIMIT: '4', TRUSTED_PROXIES: proxy })));
  afterAll(async () => platform?.close());

  const login = (request: ReturnType<typeof apiRequester>, from: string, forwardedFor?: string) =>
    request('/user/login', {
      ...json({ email: uniqueEmail(), password: 'Secreta1!' }, forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
      from,
    }).then((response) => response.status);

  it('counts one allowance for two nodes, and a restarted node remembers it', async () => {
    const nodeOf = () =>
      apiRequester(
        createApp({
          ...platform.services,
          rateCounters: postgresRateCounters(platform.services.pool, platform.services.clock),
        }),
      );
    const [first, second] = [nodeOf(), nodeOf()];
    const from = '203.0.113.50';
    const statuses = [
      await login(first, from),
      await login(second, from),
      await login(first, from),
      await login(second, from),
    ];
    const restarted = nodeOf();
    statuses.push(await login(restarted, from));
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });

  it('counts each forwarded client apart behind the trusted proxy', async () => {
    const request = apiRequester(platform.app);
    const statuses = [];
    for (let client = 0; client < 6; client++) statuses.push(await login(request, proxy, `198.51.100.${client + 1}`));
    expect(statuses).toEqual(Array(6).fill(401));
  });

  it('ignores the forwarding header from an untrusted peer, so it cannot dodge the limit', async () => {
    const request = apiRequester(platform.app);
    const statuses = [];
    for (let client = 0; client < 6; client++)
      statuses.push(await login(request, '203.0.113.77', `198.51.100.${client + 50}`));
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });
});
