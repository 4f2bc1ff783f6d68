import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { messages } from '../../events/schemas/messages.ts';
import type { AppEnv } from '../app-env.ts';
import type { Clock } from '../services.ts';

type Window = { count: number; resetsAt: number };

const sweepEvery = 10_000;

// Votes are too hot for a database counter per request: each node counts in its own memory. With
// N nodes behind a balancer a client gets at most N times the limit, which these limits allow for.
export function memoryRateLimit(options: {
  readonly clock: Clock;
  readonly windowMs: number;
  readonly max: number;
  readonly key: (c: Context<AppEnv>) => string | undefined;
}) {
  const windows = new Map<string, Window>();
  let hits = 0;

  function hit(key: string, now: number): Window {
    if (++hits % sweepEvery === 0) for (const [k, w] of windows) if (w.resetsAt <= now) windows.delete(k);
    const current = windows.get(key);
    if (current && current.resetsAt > now) {
      current.count++;
      return current;
    }
    const fresh = { count: 1, resetsAt: now + options.windowMs };
    windows.set(key, fresh);
    return fresh;
  }

  return createMiddleware<AppEnv>(async function limitInMemory(c, next) {
    const key = options.key(c);
    if (key !== undefined) {
      const now = options.clock.now();
      const window = hit(key, now);
      if (window.count > options.max) {
        const retryAfter = Math.max(1, Math.ceil((window.resetsAt - now) / 1000));
        c.header('Retry-After', String(retryAfter));
        return c.json({ message: messages.errors.tooManyRequests, retryAfter }, 429);
      }
    }
    await next();
  });
}
