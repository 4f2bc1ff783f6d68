import { Hono } from 'hono';
import { captchaVerifySchema } from '../../events/schemas/accounts.ts';
import { messages } from '../../events/schemas/messages.ts';
import type { AppEnv } from '../app-env.ts';
import { rateLimit } from '../middleware/rate-limit/index.ts';
import { validate } from '../middleware/validate/index.ts';
import type { Services } from '../services.ts';
import { acceptSolution, newChallenge } from './captcha.ts';

/** GET /captcha/challenge for the widget. */
export function captchaChallengeRoutes(services: Services, secret: string) {
  return new Hono<AppEnv>().get('/challenge', rateLimit({ windowMs: 60_000, max: 60 }), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await newChallenge(secret, services.clock.now()));
  });
}

/** POST /user/verify-captcha { token } → data true when the solution is valid, unexpired and unused. */
export function captchaVerifyRoutes(services: Services, secret: string) {
  return new Hono<AppEnv>().post('/verify-captcha', validate('json', captchaVerifySchema), async (c) => {
    const passed = await acceptSolution(services.db, secret, c.req.valid('json').token, services.clock.now());
    if (!passed) return c.json({ data: false, message: messages.errors.captchaFailed }, 400);
    return c.json({ data: true, message: messages.success.captchaVerified });
  });
}
