import { Hono } from 'hono';
import { votingLoginSchema, votingVerifySchema } from '../../events/schemas/accounts.ts';
import type { AppEnv } from '../app-env.ts';
import { validate } from '../middleware/validate/index.ts';
import type { Services } from '../services.ts';
import { loggedIn } from './answers.ts';
import { authLimits } from './auth-limits.ts';
import { verifyCode } from './codes.ts';
import { requestVotingCode } from './registration.ts';
import { requestContext } from './request-context.ts';
import { openSession } from './sessions.ts';

/** /voting-user: anyone may vote after proving an e-mail with a code; a user's e-mail works too, staff never. */
export function votingUserRoutes(services: Services) {
  const limits = authLimits(services);
  return new Hono<AppEnv>()
    .post('/login', limits.perAddress, validate('json', votingLoginSchema), limits.perEmail, async (c) => {
      const { accountId, message } = await requestVotingCode(
        services,
        c.req.valid('json'),
        requestContext(c, services),
      );
      return c.json({ message, data: { _id: accountId } });
    })
    .post('/verify-otp', limits.perAddress, validate('json', votingVerifySchema), async (c) => {
      const { id, otp } = c.req.valid('json');
      const metadata = requestContext(c, services);
      await verifyCode(services, id, otp, { purpose: 'voting', role: 'voter' }, metadata);
      const { token } = await openSession(services, id, 'voter', metadata);
      return c.json({ token, message: loggedIn });
    });
}
