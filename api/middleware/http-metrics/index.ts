import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import type { Metrics } from '../../platform/metrics.ts';

export function httpMetrics(metrics: Metrics) {
  return createMiddleware(async function recordLatency(c, next) {
    const stop = metrics.httpDuration.startTimer({ method: c.req.method });
    await next();
    stop({ route: routePath(c), status: String(c.res.status) });
  });
}
