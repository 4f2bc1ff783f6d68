import { Hono } from 'hono';
import {
  forgotPasswordSchema,
  resendOtpSchema,
  resetPasswordRequestSchema,
  signUpRequestSchema,
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
import { loggedIn, wrongCredentials } from './auth-answers.ts';
import { authLimits } from './auth-limits.ts';
import { sendCodeForSignIn } from './code-delivery.ts';
import { forgotPasswordAnswer, passwordResetDone, requestPasswordReset, resetPassword } from './password-reset.ts';
import { requestContext } from './request-context.ts';
import { closeSession, emailOf, sendCode, verifyCodeAndOpenSession } from './sign-in.ts';
import { signUp } from './user-registration.ts';

/** /user: sign-up, e-mail codes, login, logout and password reset for registered users. */
export function userAuthRoutes(services: Services) {
  const limits = authLimits(services);
  return new Hono<AppEnv>()
    .post('/signup', limits.perAddress, validate('json', signUpRequestSchema), limits.perEmail, async (c) => {
      const accountId = await signUp(services, c.req.valid('json'), requestContext(c, services));
      return c.json(
        { message: 'Te enviamos un código de verificación a tu correo electrónico.', data: { _id: accountId } },
        201,
      );
    })
    .post('/login', limits.perAddress, validate('json', userLoginSchema), limits.perEmail, async (c) => {
      const { email, password } = c.req.valid('json');
      const reservation = await reservationOf(services, email);
      const accountId = reservation?.role === 'user' ? reservation.accountId : undefined;
      if (!(await passwordMatches(services.db, accountId, password)) || !accountId) throw wrongCredentials();
      const message = await sendCodeForSignIn(services, accountId, email, 'login', requestContext(c, services));
      return c.json({ message, data: { _id: accountId } });
    })
    .post('/verify-otp', limits.perAddress, validate('json', verifyOtpSchema), async (c) => {
      const { id, otp } = c.req.valid('json');
      const { token, user } = await verifyCodeAndOpenSession(services, id, otp, 'user', requestContext(c, services));
      return c.json({ token, data: user, message: loggedIn });
    })
    .post('/resend-otp', limits.perAddress, validate('json', resendOtpSchema), async (c) => {
      const { userId } = c.req.valid('json');
      await sendCode(services, userId, await emailOf(services, userId), 'login', requestContext(c, services));
      return c.json({ message: 'Te enviamos un nuevo código a tu correo electrónico.' });
    })
    .get('/logout', requireRole(services.db, 'user'), async (c) => {
      await closeSession(services, c.get('session')!, requestContext(c, services));
      return c.json({ message: messages.success.logout });
    })
    .post('/forgot-password', limits.perAddress, validate('json', forgotPasswordSchema), limits.perEmail, async (c) => {
      await requestPasswordReset(services, c.req.valid('json').email, 'user', requestContext(c, services));
      return c.json({ message: forgotPasswordAnswer });
    })
    .post('/reset-password/:token', limits.perAddress, validate('json', resetPasswordRequestSchema), async (c) => {
      await resetPassword(
        services,
        c.req.param('token'),
        c.req.valid('json').password,
        'user',
        requestContext(c, services),
      );
      return c.json({ message: passwordResetDone });
    });
}
