import { Hono } from 'hono';
import { signUpRequestSchema } from '../../events/schemas/accounts.ts';
import type { AppEnv } from '../app-env.ts';
import { validate } from '../middleware/validate/index.ts';
import type { Services } from '../services.ts';
import { codeSent } from './answers.ts';
import { authLimits } from './auth-limits.ts';
import { signUp } from './registration.ts';
import { requestContext } from './request-context.ts';

/** /user/signup: a new account, answered the same whether or not the e-mail already has one. */
export function registrationRoutes(services: Services) {
  const limits = authLimits(services);
  return new Hono<AppEnv>().post(
    '/signup',
    limits.perAddress,
    validate('json', signUpRequestSchema),
    limits.perEmail,
    async (c) => {
      const accountId = await signUp(services, c.req.valid('json'), requestContext(c, services));
      return c.json({ message: codeSent, data: { _id: accountId } }, 201);
    },
  );
}
