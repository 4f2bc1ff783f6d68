import type { Context } from 'hono';
import { rateLimit } from '../middleware/rate-limit/index.ts';
import type { Services } from '../services.ts';

const emailOfBody = (c: Context) => {
  const body = (c.req as unknown as { valid(target: 'json'): { email?: unknown } }).valid('json');
  return typeof body?.email === 'string' ? `email:${body.email}` : undefined;
};

/** Sign-in endpoints are limited per client address and, where an e-mail is given, per e-mail. */
export function authLimits(services: Services) {
  const { AUTH_RATE_LIMIT: perMinute } = services.config;
  return {
    perAddress: rateLimit({ windowMs: 60_000, max: perMinute, now: services.clock.now }),
    perEmail: rateLimit({
      windowMs: 10 * 60_000,
      max: Math.max(5, Math.ceil(perMinute / 2)),
      key: emailOfBody,
      now: services.clock.now,
    }),
  };
}
