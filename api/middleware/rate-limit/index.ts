import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { messages } from '../../../events/schemas/messages.ts';
import type { AppEnv } from '../../app-env.ts';
import type { RateCounters } from './rate-counters.ts';

export type RateLimitOptions = {
  readonly counters: RateCounters;
  /** Names the limit, so two limits on the same key count apart. */
  readonly name: string;
  readonly windowMs: number;
  readonly max: number;
  /** What is counted: the client address by default; undefined skips counting. */
  readonly key?: (c: Context<AppEnv>) => string | undefined;
};

/** A fixed window per key, counted in the database every node shares; past `max`, 429 in Spanish. */
export function rateLimit(options: RateLimitOptions) {
  return createMiddleware<AppEnv>(async function limitRate(c, next) {
    const key = (options.key ?? ((context) => `address:${context.get('clientAddress')}`))(c);
    if (key !== undefined) {
      const { count, msLeft } = await options.counters.hit(`${options.name}:${key}`, options.windowMs);
      if (count > options.max) {
        const retryAfter = Math.max(1, Math.ceil(msLeft / 1000));
        c.header('Retry-After', String(retryAfter));
        return c.json({ message: messages.errors.tooManyRequests, retryAfter }, 429);
      }
    }
    await next();
  });
}
