import { type Context, Hono } from 'hono';
import type { StaffRole } from '../../events/identity/identity.events.ts';
import { createStaffSchema, staffOnboardRequestSchema } from '../../events/schemas/accounts.ts';
import type { AppEnv } from '../app-env.ts';
import { requireRole } from '../middleware/auth/index.ts';
import { validate } from '../middleware/validate/index.ts';
import type { Services } from '../services.ts';
import { invitationSent, loggedIn } from './answers.ts';
import { authLimits } from './auth-limits.ts';
import { requestContext } from './request-context.ts';
import { inviteStaff, onboardStaff } from './staff.ts';

/** /admin: onboarding links for new staff, and the admins who send them. */
export function staffRoutes(services: Services) {
  const limits = authLimits(services);
  const onboard = async (c: Context<AppEnv>, role: StaffRole, body: { name: string; password: string }) => {
    const metadata = requestContext(c, services);
    const { token, user } = await onboardStaff(services, c.req.param('token')!, role, body, metadata);
    return c.json({ token, data: user, message: loggedIn });
  };
  const invite = async (c: Context<AppEnv>, role: StaffRole, email: string) => {
    await inviteStaff(services, email, role, requestContext(c, services));
    return c.json({ message: invitationSent }, 201);
  };
  const onlyAdmins = requireRole(services, 'admin');
  return new Hono<AppEnv>()
    .post('/onboard-admin/:token', limits.perAddress, validate('json', staffOnboardRequestSchema), (c) =>
      onboard(c, 'admin', c.req.valid('json')),
    )
    .post('/onboard-moderator/:token', limits.perAddress, validate('json', staffOnboardRequestSchema), (c) =>
      onboard(c, 'moderator', c.req.valid('json')),
    )
    .post('/create-admin', onlyAdmins, validate('json', createStaffSchema), (c) =>
      invite(c, 'admin', c.req.valid('json').email),
    )
    .post('/create-moderator', onlyAdmins, validate('json', createStaffSchema), (c) =>
      invite(c, 'moderator', c.req.valid('json').email),
    );
}
