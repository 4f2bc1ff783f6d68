import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Role } from '../../events/identity/identity.events.ts';
import {
  forgotPasswordSchema,
  resendOtpSchema,
  resetPasswordRequestSchema,
  staffLoginSchema,
  staffResetPasswordRequestSchema,
  staffVerifyOtpSchema,
  userLoginSchema,
  verifyOtpSchema,
} from '../../events/schemas/accounts.ts';
import { messages } from '../../events/schemas/messages.ts';
import { assertNotDeleted } from '../admin/deletion/assert-not-deleted.ts';
import type { AppEnv } from '../app-env.ts';
import { passwordMatches } from '../identity/credentials.ts';
import { clearPasswordFailures, passwordWaitLeft, recordPasswordFailure } from '../identity/password-failures.ts';
import { emailHash } from '../identity/secrets.ts';
import { requireRole } from '../middleware/auth/index.ts';
import { validate } from '../middleware/validate/index.ts';
import type { Services } from '../services.ts';
import { reservationOf } from './accounts.ts';
import {
  forgotPasswordAnswer,
  loggedIn,
  newCodeSent,
  passwordResetDone,
  tooManyPasswordTries,
  wrongCredentials,
} from './answers.ts';
import { authLimits } from './auth-limits.ts';
import { answerCodeRequest, resendCode, sendCode, verifyCode } from './codes.ts';
import { requestPasswordResetLater, resetPassword } from './password-reset.ts';
import { requestContext } from './request-context.ts';
import { closeSession, openSession } from './sessions.ts';

export type PasswordRole = Exclude<Role, 'voter'>;

const loginSchemaOf = (role: PasswordRole) => (role === 'user' ? userLoginSchema : staffLoginSchema);
const verifySchemaOf = (role: PasswordRole) => (role === 'user' ? verifyOtpSchema : staffVerifyOtpSchema);
const resetSchemaOf = (role: PasswordRole) =>
  role === 'user' ? resetPasswordRequestSchema : staffResetPasswordRequestSchema;

/**
 * /user, /admin and /moderator sign in the same way: the password mails a six-digit login code,
 * the code opens a session of that role. Logout, resend and password reset likewise.
 */
export function authRoutes(services: Services, role: PasswordRole) {
  const limits = authLimits(services);

  async function accountWithPassword(email: string, password: string, now: number): Promise<string> {
    const attempts = `${role}:${emailHash(email)}`;
    const waitMs = await passwordWaitLeft(services.db, attempts, now);
    if (waitMs > 0) throw tooManyPasswordTries(Math.ceil(waitMs / 1000));
    const reservation = await reservationOf(services, email);
    const accountId = reservation?.role === role ? reservation.accountId : undefined;
    if (!(await passwordMatches(services, accountId, password)) || !accountId) {
      await recordPasswordFailure(services.db, attempts, now);
      throw wrongCredentials();
    }
    await clearPasswordFailures(services.db, attempts);
    return accountId;
  }

  const verify = async (
    c: Context<AppEnv>,
    { id, otp, type }: { id: string; otp: string; type?: 'login' | 'signup' },
  ) => {
    const metadata = requestContext(c, services);
    await verifyCode(services, id, otp, { purpose: type ?? 'login', role }, metadata);
    const { token, user } = await openSession(services, id, role, metadata);
    return c.json({ token, data: user, message: loggedIn });
  };

  return new Hono<AppEnv>()
    .post('/login', limits.perAddress, validate('json', loginSchemaOf(role)), limits.perEmail, async (c) => {
      const { email, password } = c.req.valid('json');
      const metadata = requestContext(c, services);
      const accountId = await accountWithPassword(email, password, metadata.now);
      await assertNotDeleted(services, accountId);
      const binding = { purpose: 'login', role } as const;
      const message = await answerCodeRequest(() => sendCode(services, accountId, email, binding, metadata));
      return c.json({ message, data: { _id: accountId } });
    })
    .post('/verify-otp', limits.perAddress, validate('json', verifySchemaOf(role)), (c) =>
      verify(c, c.req.valid('json')),
    )
    .post('/resend-otp', limits.perAddress, validate('json', resendOtpSchema), async (c) => {
      await resendCode(services, c.req.valid('json').userId, requestContext(c, services));
      return c.json({ message: newCodeSent });
    })
    .get('/logout', requireRole(services, role), async (c) => {
      await closeSession(services, c.get('session')!, requestContext(c, services));
      return c.json({ message: messages.success.logout });
    })
    .post('/forgot-password', limits.perAddress, validate('json', forgotPasswordSchema), limits.perEmail, (c) => {
      requestPasswordResetLater(services, c.req.valid('json').email, role, requestContext(c, services));
      return c.json({ message: forgotPasswordAnswer });
    })
    .post('/reset-password/:token', limits.perAddress, validate('json', resetSchemaOf(role)), async (c) => {
      const { password } = c.req.valid('json');
      await resetPassword(services, c.req.param('token'), password, role, requestContext(c, services));
      return c.json({ message: passwordResetDone });
    });
}
