import type { Context } from 'hono';
import type { CommandMetadata } from '../../events/command/decider.ts';
import type { AppEnv } from '../app-env.ts';
import type { Services } from '../services.ts';

/** Who asks and from where, as recorded in each event's metadata (the address only as a keyed hash). */
export function requestContext(c: Context<AppEnv>, services: Services): CommandMetadata {
  const session = c.get('session');
  return {
    now: services.clock.now(),
    ipHash: c.get('addressHash'),
    userAgent: c.req.header('User-Agent')?.slice(0, 200),
    correlationId: c.get('requestId'),
    ...(session ? { actor: { id: session.accountId, role: session.role } } : {}),
  };
}
