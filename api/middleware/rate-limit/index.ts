import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { messages } from '../../../events/schemas/messages.ts';

export type RateLimitOptions = {
  readonly windowMs: number;
  readonly max: number;
  /** What is counted: the client address by default; undefined skips counting. */
  readonly key?: (c: Context) => string | undefined;
  readonly now?: () => number;
};

type Window = { count: number; resetAt: number };

// A fixed window per key and per node: enough to blunt guessing and mail floods; a shared limit
// across nodes would need the database on every request.
export function rateLimit(options: RateLimitOptions) {
  const windows = new Map<string, Window>();
  const now = options.now ?? Date.now;
  return createMiddleware(async function limitRate(c, next) {
    const key = (options.key ?? clientAddress)(c);
    if (key !== undefined) {
      const time = now();
      if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= time) windows.delete(k);
      const window = windows.get(key);
      const current = window && window.resetAt > time ? window : { count: 0, resetAt: time + options.windowMs };
      current.count++;
      windows.set(key, current);
      if (current.count > options.max) {
        const retryAfter = Math.ceil((current.resetAt - time) / 1000);
        c.header('Retry-After', String(retryAfter));
        return c.json({ message: messages.errors.tooManyRequests, retryAfter }, 429);
      }
    }
    await next();
  });
}

export function clientAddress(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}
