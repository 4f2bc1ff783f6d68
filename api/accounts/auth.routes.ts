import { Hono } from 'hono';
import type { Role } from '../../events/identity/identity.events.ts';
import {
  forgotPasswordSchema,
  resetPasswordRequestSchema,
  staffLoginSchema,
  staffResetPasswordRequestSchema,
  userLoginSchema,
  verifyOtpSchema,
} from '../../events/schemas/accounts.ts';
import { messages } from '../../events/schemas/messages.ts';
import type { AppEnv } from '../app-env.ts';
import { passwordMatches } from '../identity/credentials.ts';
import { requireRole } from '../middleware/auth/index.ts';
import { validate } from '../middleware/validate/index.ts';
import type { Services } from '../services.ts';
import { reservationOf } from './accounts.ts';
import { forgotPasswordAnswer, loggedIn, passwordResetDone, wrongCredentials } from './answers.ts';
import { authLimits } from './auth-limits.ts';
import { answerCodeRequest, sendCode, verifyCode } from './codes.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { requestContext } from './request-context.ts';
import { closeSession, openSession } from './sessions.ts';

export type PasswordRole = Exclude<Role, 'voter'>;

const loginSchemaOf = (role: PasswordRole) => (role === 'user' ? userLoginSchema : staffLoginSchema);
const resetSchemaOf = (role: PasswordRole) =>
  role === 'user' ? resetPasswordRequestSchema : staffResetPasswordRequestSchema;

/** /user, /admin and /moderator: log in with e-mail and password, log out, and reset a forgotten password. */
export function authRoutes(services: Services, role: PasswordRole) {
  const limits = authLimits(services);

  const accountWithPassword = async (email: string, password: string) => {
    const reservation = await reservationOf(services, email);
    const accountId = reservation?.role === role ? reservation.accountId : undefined;
    if (!(await passwordMatches(services.db, accountId, password)) || !accountId) throw wrongCredentials();
    return accountId;
  };

  return new Hono<AppEnv>()
    .post('/login', limits.perAddress, validate('json', loginSchemaOf(role)), limits.perEmail, async (c) => {
      const { email, password } = c.req.valid('json');
      const accountId = await accountWithPassword(email, password);
      const metadata = requestContext(c, services);
      if (role !== 'user') {
        const { token, user } = await openSession(services, accountId, role, metadata);
        return c.json({ token, data: user, message: loggedIn });
      }
      const message = await answerCodeRequest(() => sendCode(services, accountId, email, 'login', metadata));
      return c.json({ message, data: { _id: accountId } });
    })
    .post('/verify-otp', limits.perAddress, validate('json', verifyOtpSchema), async (c) => {
      const { id, otp } = c.req.valid('json');
      const metadata = requestContext(c, services);
      await verifyCode(services, id, otp, metadata.now);
      const { token, user } = await openSession(services, id, role, metadata);
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
    .post('/reset-password/:token', limits.perAddress, validate('json', resetSchemaOf(role)), async (c) => {
      const { password } = c.req.valid('json');
      await resetPassword(services, c.req.param('token'), password, role, requestContext(c, services));
      return c.json({ message: passwordResetDone });
    });
}
