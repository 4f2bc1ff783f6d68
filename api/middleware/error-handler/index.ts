import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { DomainError } from '../../../events/command/decider.ts';
import { messages } from '../../../events/schemas/messages.ts';
import { ConcurrencyError } from '../../../events/store/errors.ts';
import type { Logger } from '../../platform/logger.ts';

// One place turns every failure into `{ message }` JSON: rule breaks and bad input keep their
// Spanish text and status; anything unexpected is logged and answered with a request id only.
export function errorHandler(logger: Logger) {
  return function handleError(error: Error, c: Context) {
    const requestId = c.get('requestId') as string | undefined;
    if (error instanceof DomainError)
      return c.json({ message: error.message, code: error.code, ...error.details }, error.status);
    if (error instanceof ConcurrencyError) return c.json({ message: messages.errors.conflict }, 409);
    if (error instanceof HTTPException) {
      const status = error.status;
      if (status >= 500) logger.error({ err: error, requestId }, 'request failed');
      const message =
        status === 400
          ? messages.validation.invalidRequest
          : status === 401
            ? messages.errors.unauthorized
            : error.message;
      return c.json({ message }, status);
    }
    logger.error({ err: error, requestId }, 'unexpected error');
    return c.json({ message: messages.errors.unexpected, requestId }, 500);
  };
}
