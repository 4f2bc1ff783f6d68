import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { messages } from '../../../events/schemas/messages.ts';

export const jsonBodyMaxBytes = 64 * 1024;

/**
 * JSON requests stop at 64 KB with 413 in Spanish, read or streamed, before any handler parses them.
 * A declared length is judged from the header alone: Hono's own limit would first open the body as
 * a web stream, which turns each request of the Node server into a full `Request`, the costliest
 * step of a vote. Only a body of unknown length is counted as it streams.
 */
export function jsonBodyLimit() {
  const tooLarge = (c: Context) => c.json({ message: messages.errors.payloadTooLarge }, 413);
  const streamed = bodyLimit({ maxSize: jsonBodyMaxBytes, onError: tooLarge });
  return createMiddleware(async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const declared = c.req.header('Content-Length');
    if (declared === undefined || c.req.header('Transfer-Encoding') !== undefined) return streamed(c, next);
    return Number(declared) > jsonBodyMaxBytes ? tooLarge(c) : next();
  });
}
