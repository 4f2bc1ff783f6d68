import { Hono } from 'hono';
import { resendOtpSchema, signUpRequestSchema } from '../../events/schemas/accounts.ts';
import type { AppEnv } from '../app-env.ts';
import { validate } from '../middleware/validate/index.ts';
import type { Services } from '../services.ts';
import { codeSent, newCodeSent } from './answers.ts';
import { authLimits } from './auth-limits.ts';
import { emailOf, sendCode } from './codes.ts';
import { signUp } from './registration.ts';
import { requestContext } from './request-context.ts';

/** /user/signup and /user/resend-otp: a new account, and a fresh code for it. */
export function registrationRoutes(services: Services) {
  const limits = authLimits(services);
  return new Hono<AppEnv>()
    .post('/signup', limits.perAddress, validate('json', signUpRequestSchema), limits.perEmail, async (c) => {
      const accountId = await signUp(services, c.req.valid('json'), requestContext(c, services));
      return c.json({ message: codeSent, data: { _id: accountId } }, 201);
    })
    .post('/resend-otp', limits.perAddress, validate('json', resendOtpSchema), async (c) => {
      const { userId } = c.req.valid('json');
      await sendCode(services, userId, await emailOf(services, userId), 'login', requestContext(c, services));
      return c.json({ message: newCodeSent });
    });
}
