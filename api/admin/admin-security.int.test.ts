import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpUser, uniqueEmail } from '../../ops/testing/accounts-fixture.ts';
import { apiClient, apiRequester, codeIn } from '../../ops/testing/api-client.ts';
import { type SmtpSink, startSmtpSink } from '../../ops/testing/smtp-sink.ts';
import { onboardedStaff } from '../../ops/testing/staff-fixture.ts';
import { startTestPlatform, type TestPlatform } from '../../ops/testing/test-platform.ts';

// The routes under /admin that a visitor must reach: signing in, resetting a password, onboarding.
const openToVisitors =
  /^\/api\/v1\/admin\/(login|verify-otp|resend-otp|forgot-password|reset-password\/:token|onboard-(admin|moderator)\/:token)$/;

describe('every admin route and the admin room refuse everyone but admins', () => {
  let platform: TestPlatform;
  let mailbox: SmtpSink;
  const tokens: Record<'missing' | 'user' | 'voter' | 'moderator' | 'admin', string | undefined> = {
    missing: undefined,
    user: undefined,
    voter: undefined,
    moderator: undefined,
    admin: undefined,
  };

  beforeAll(async () => {
    mailbox = await startSmtpSink();
    platform = await startTestPlatform({ SMTP_URL: mailbox.url, AUTH_RATE_LIMIT: '1000' });
    const api = apiClient(platform.app);
    tokens.user = (await signedUpUser(platform.app, mailbox)).token;
    const voterEmail = uniqueEmail('votante');
    const voter = await api.post('/voting-user/login', { email: voterEmail, termsAndConditions: true });
    const otp = codeIn((await mailbox.waitFor(voterEmail)).text);
    tokens.voter = (await api.post('/voting-user/verify-otp', { id: voter.body.data._id, otp })).body.token;
    tokens.moderator = (await onboardedStaff(platform, mailbox, 'moderator')).token;
    tokens.admin = (await onboardedStaff(platform, mailbox, 'admin')).token;
  });
  afterAll(async () => {
    await platform?.close();
    await mailbox?.close();
  });

  const adminRoutes = () =>
    platform.app.routes
      .filter((route) => route.path.startsWith('/api/v1/admin/') && route.method !== 'ALL')
      .filter((route) => !openToVisitors.test(route.path))
      .map((route) => ({ method: route.method, path: route.path.replace('/api/v1', '').replace(/:\w+/g, 'x') }))
      .filter(
        (route, index, all) =>
          all.findIndex((other) => other.method === route.method && other.path === route.path) === index,
      );

  it('knows the admin routes it walks', () => {
    const paths = adminRoutes().map((route) => `${route.method} ${route.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /admin/logout',
        'POST /admin/create-admin',
        'GET /admin/get-users',
        'POST /admin/delete-moderators',
        'POST /admin/revoke-admins',
        'GET /admin/deleted-users',
        'GET /admin/send-otp',
        'POST /admin/verify-admin-otp',
        'POST /admin/update-event',
        'GET /admin/daily-logins',
        'GET /admin/currently-loggedin-users',
        'POST /admin/download-login-user-list',
        'POST /admin/assistant-settings',
        'GET /admin/design-history',
        'GET /admin/design-history/x',
      ]),
    );
    expect(paths.length).toBeGreaterThanOrEqual(25);
  });

  it.each(['missing', 'user', 'voter', 'moderator'] as const)(
    'answers %s tokens with 401 or 403 on every admin route',
    async (kind) => {
      const send = apiRequester(platform.app);
      const refused: string[] = [];
      for (const route of adminRoutes()) {
        const token = tokens[kind];
        const response = await send(route.path, {
          method: route.method,
          headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
          body: route.method === 'GET' ? undefined : '{}',
        });
        const expected = kind === 'missing' ? 401 : 403;
        if (response.status !== expected) refused.push(`${route.method} ${route.path} → ${response.status}`);
        expect((await response.json()).message).toEqual(expect.any(String));
      }
      expect(refused).toEqual([]);
    },
  );

  it('lets an admin token through every admin route (whatever the route then answers)', async () => {
    const send = apiRequester(platform.app);
    for (const route of adminRoutes().filter((route) => route.path !== '/admin/logout')) {
      const response = await send(route.path, {
        method: route.method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens.admin}` },
        body: route.method === 'GET' ? undefined : '{}',
      });
      expect([401, 403, 500], `${route.method} ${route.path}`).not.toContain(response.status);
    }
  });

  it.each(['missing', 'user', 'voter', 'moderator', 'admin'] as const)(
    'answers a %s token at the admin room',
    async (kind) => {
      const socket = io(platform.url, { transports: ['websocket'], auth: tokens[kind] ? { token: tokens[kind] } : {} });
      try {
        const answer = await socket.emitWithAck('subscribe', { room: 'admin' });
        expect(answer.ok).toBe(kind === 'admin');
      } finally {
        socket.close();
      }
    },
  );
});
