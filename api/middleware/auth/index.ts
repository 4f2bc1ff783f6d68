import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Role } from '../../../events/identity/identity.events.ts';
import { messages } from '../../../events/schemas/messages.ts';
import type { AnyDb } from '../../../projections/db/read-model-db.ts';
import type { AppEnv } from '../../app-env.ts';
import { resolveSession } from '../../identity/sessions.ts';

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/** For routes open to visitors: true when the request carries a live session of one of these roles. */
export function hasSession(db: AnyDb, ...roles: Role[]) {
  return async function signedIn(c: Context): Promise<boolean> {
    const token = bearerToken(c.req.header('Authorization'));
    const session = token ? await resolveSession(db, token) : undefined;
    return session !== undefined && roles.includes(session.role);
  };
}

/** Looks the bearer token up and lets only sessions of the given roles through (401 without one, 403 with another). */
export function requireRole(db: AnyDb, ...roles: Role[]) {
  return createMiddleware<AppEnv>(async function requireSession(c, next) {
    const token = bearerToken(c.req.header('Authorization'));
    const session = token ? await resolveSession(db, token) : undefined;
    if (!session || !token) return c.json({ message: messages.errors.unauthorized }, 401);
    if (!roles.includes(session.role)) return c.json({ message: messages.errors.forbidden }, 403);
    c.set('session', { ...session, token });
    await next();
  });
}
