import { createMiddleware } from 'hono/factory';
import type { Role } from '../../../events/identity/identity.events.ts';
import { messages } from '../../../events/schemas/messages.ts';
import type { AppEnv } from '../../app-env.ts';
import { resolveSession } from '../../identity/sessions.ts';
import type { Services } from '../../services.ts';

type SessionServices = Pick<Services, 'db' | 'clock'>;

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

async function sessionOf(services: SessionServices, header: string | undefined) {
  const token = bearerToken(header);
  const session = token ? await resolveSession(services.db, token, services.clock.now()) : undefined;
  return session && token ? { ...session, token } : undefined;
}

/** Looks the bearer token up and lets only sessions of the given roles through (401 without one, 403 with another). */
export function requireRole(services: SessionServices, ...roles: Role[]) {
  return createMiddleware<AppEnv>(async function requireSession(c, next) {
    const session = await sessionOf(services, c.req.header('Authorization'));
    if (!session) return c.json({ message: messages.errors.unauthorized }, 401);
    if (!roles.includes(session.role)) return c.json({ message: messages.errors.forbidden }, 403);
    c.set('session', session);
    await next();
  });
}

/** For routes open to visitors: a valid session is put on the context, anything else passes as a visitor. */
export function optionalSession(services: SessionServices) {
  return createMiddleware<AppEnv>(async function maybeSession(c, next) {
    const session = await sessionOf(services, c.req.header('Authorization'));
    if (session) c.set('session', session);
    await next();
  });
}
