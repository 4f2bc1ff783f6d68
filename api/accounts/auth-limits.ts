import type { Context } from 'hono';
import { rateLimit } from '../middleware/rate-limit/index.ts';
import type { Services } from '../services.ts';

const emailOfBody = (c: Context) => {
  const body = (c.req as unknown as { valid(target: 'json'): { email?: unknown } }).valid('json');
  return typeof body?.email === 'string' ? `email:${body.email.trim().toLowerCase()}` : undefined;
};

// Per address the ceiling is generous: thousands of phones share one carrier address. Guessing is
// braked where it aims: the e-mail (here) and the account (the code lock).
/** Sign-in endpoints are limited per client address and, where an e-mail is given, per e-mail. */
export function authLimits(services: Services) {
  const { rateCounters: counters, config } = services;
  return {
    perAddress: rateLimit({ counters, name: 'auth', windowMs: 60_000, max: config.AUTH_RATE_LIMIT }),
    contact: rateLimit({ counters, name: 'contact', windowMs: 60_000, max: 60 }),
    perEmail: rateLimit({
      counters,
      name: 'auth',
      windowMs: 10 * 60_000,
      max: config.AUTH_EMAIL_RATE_LIMIT,
      key: emailOfBody,
    }),
  };
}
