import { Hono } from 'hono';
import { captchaVerifySchema } from '../../events/schemas/accounts.ts';
import { messages } from '../../events/schemas/messages.ts';
import type { AppEnv } from '../app-env.ts';
import { rateLimit } from '../middleware/rate-limit/index.ts';
import { validate } from '../middleware/validate/index.ts';
import type { Services } from '../services.ts';
import { checkSolution, newChallenge } from './captcha.ts';

/** GET /captcha/challenge for the widget: generous per address (carrier NAT), yet not a free oracle. */
export function captchaChallengeRoutes(services: Services, secret: string) {
  const limit = rateLimit({ counters: services.rateCounters, name: 'captcha', windowMs: 60_000, max: 300 });
  return new Hono<AppEnv>().get('/challenge', limit, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await newChallenge(secret, services.clock.now()));
  });
}

/**
 * POST /user/verify-captcha { token } → data true when the solution is valid, unexpired and unused.
 * A hint for the widget: the solution stays unspent until the route that needs it (requireCaptcha).
 */
export function captchaVerifyRoutes(services: Services, secret: string) {
  const limit = rateLimit({ counters: services.rateCounters, name: 'captcha-check', windowMs: 60_000, max: 300 });
  return new Hono<AppEnv>().post('/verify-captcha', limit, validate('json', captchaVerifySchema), async (c) => {
    const passed = await checkSolution(services.db, secret, c.req.valid('json').token);
    if (!passed) return c.json({ data: false, message: messages.errors.captchaFailed }, 400);
    return c.json({ data: true, message: messages.success.captchaVerified });
  });
}
