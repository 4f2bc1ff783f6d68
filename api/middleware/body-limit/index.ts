import { bodyLimit } from 'hono/body-limit';
import { messages } from '../../../events/schemas/messages.ts';

export const jsonBodyMaxBytes = 64 * 1024;

/** JSON requests stop at 64 KB with 413 in Spanish, read or streamed, before any handler parses them. */
export function jsonBodyLimit() {
  return bodyLimit({
    maxSize: jsonBodyMaxBytes,
    onError: (c) => c.json({ message: messages.errors.payloadTooLarge }, 413),
  });
}
