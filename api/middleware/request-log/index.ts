import { createMiddleware } from 'hono/factory';
import type { Logger } from '../../platform/logger.ts';

// One line per request with its id (debug, so a vote storm does not flood the log); failures louder.
export function requestLog(logger: Logger) {
  return createMiddleware(async function logRequest(c, next) {
    const startedAt = performance.now();
    await next();
    const status = c.res.status;
    const line = {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round(performance.now() - startedAt),
    };
    if (status >= 500) logger.error(line, 'request failed');
    else if (status === 429) logger.warn(line, 'request rate-limited');
    else logger.debug(line, 'request');
  });
}
