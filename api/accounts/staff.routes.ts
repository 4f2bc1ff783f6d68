import { type Context, Hono } from 'hono';
import type { StaffRole } from '../../events/identity/identity.events.ts';
import {
  createStaffSchema,
  forgotPasswordSchema,
  staffLoginSchema,
  staffOnboardRequestSchema,
  staffResetPasswordRequestSchema,
} from '../../events/schemas/accounts.ts';
import { messages } from '../../events/schemas/messages.ts';
import type { AppEnv } from '../app-env.ts';
import { passwordMatches } from '../identity/credentials.ts';
import { requireRole } from '../middleware/auth/index.ts';
import { validate } from '../middleware/validate/index.ts';
import type { Services } from '../services.ts';
import { reservationOf } from './accounts.ts';
import { loggedIn, wrongCredentials } from './auth-answers.ts';
import { authLimits } from './auth-limits.ts';
import { forgotPasswordAnswer, passwordResetDone, requestPasswordReset, resetPassword } from './password-reset.ts';
import { requestContext } from './request-context.ts';
import { closeSession, openSession } from './sign-in.ts';
import { inviteStaff, onboardStaff } from './staff-accounts.ts';

/** /admin and /moderator: staff sign in with e-mail and password (no e-mail code), and reset it by link. */
export function staffAuthRoutes(services: Services, role: StaffRole) {
  const limits = authLimits(services);
  return new Hono<AppEnv>()
    .post('/login', limits.perAddress, validate('json', staffLoginSchema), limits.perEmail, async (c) => {
      const { email, password } = c.req.valid('json');
      const reservation = await reservationOf(services, email);
      const accountId = reservation?.role === role ? reservation.accountId : undefined;
      if (!(await passwordMatches(services.db, accountId, password)) || !accountId) throw wrongCredentials();
      const { token, user } = await openSession(services, accountId, role, requestContext(c, services));
      return c.json({ token, data: user, message: loggedIn });
    })
    .get('/logout', requireRole(services.db, role), async (c) => {
      await closeSession(services, c.get('session')!, requestContext(c, services));
      return c.json({ message: messages.success.logout });
    })
    .post('/forgot-password', limits.perAddress, validate('json', forgotPasswordSchema), limits.perEmail, async (c) => {
      await requestPasswordReset(services, c.req.valid('json').email, role, requestContext(c, services));
      return c.json({ message: forgotPasswordAnswer });
    })
    .post('/reset-password/:token', limits.perAddress, validate('json', staffResetPasswordRequestSchema), async (c) => {
      await resetPassword(
        services,
        c.req.param('token'),
        c.req.valid('json').password,
        role,
        requestContext(c, services),
      );
      return c.json({ message: passwordResetDone });
    });
}

/** /admin: onboarding links for new staff, and the admins who send them. */
export function staffOnboardingRoutes(services: Services) {
  const limits = authLimits(services);
  const onboard = async (c: Context<AppEnv>, role: StaffRole, body: { name: string; password: string }) => {
    const { token, user } = await onboardStaff(
      services,
      c.req.param('token')!,
      role,
      body,
      requestContext(c, services),
    );
    return c.json({ token, data: user, message: loggedIn });
  };
  const invite = async (c: Context<AppEnv>, role: StaffRole, email: string) => {
    await inviteStaff(services, email, role, requestContext(c, services));
    return c.json({ message: 'Invitación enviada.' }, 201);
  };
  const onlyAdmins = requireRole(services.db, 'admin');
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
