import { Hono } from 'hono';
import { votingLoginSchema, votingVerifySchema } from '../../events/schemas/accounts.ts';
import { seal } from '../../projections/personal-data/personal-data-vault.ts';
import type { AppEnv } from '../app-env.ts';
import { validate } from '../middleware/validate/index.ts';
import type { Services } from '../services.ts';
import { onUser, reservationOf, reserveAccount } from './accounts.ts';
import { loggedIn } from './auth-answers.ts';
import { authLimits } from './auth-limits.ts';
import { answerCodeRequest } from './code-delivery.ts';
import { requestContext } from './request-context.ts';
import { mailFreshCode, newAccountId, verifyCodeAndOpenSession } from './sign-in.ts';

/** /voting-user: anyone may vote after proving an e-mail with a code; a user's e-mail works too, staff never. */
export function votingUserRoutes(services: Services) {
  const limits = authLimits(services);
  return new Hono<AppEnv>()
    .post('/login', limits.perAddress, validate('json', votingLoginSchema), limits.perEmail, async (c) => {
      const { email, wantUpdates } = c.req.valid('json');
      const metadata = requestContext(c, services);
      const accountId =
        (await reservationOf(services, email))?.accountId ??
        (await reserveAccount(services, email, newAccountId(), 'voter', metadata));
      const personal = await seal(services.db, accountId, { email });
      const message = await answerCodeRequest(async () => {
        await onUser(services, accountId, {
          type: 'RegisterVoter',
          data: { userId: accountId, personal, wantUpdates },
          metadata,
        });
        await mailFreshCode(services, accountId, email);
      });
      return c.json({ message, data: { _id: accountId } });
    })
    .post('/verify-otp', limits.perAddress, validate('json', votingVerifySchema), async (c) => {
      const { id, otp } = c.req.valid('json');
      const { token } = await verifyCodeAndOpenSession(services, id, otp, 'voter', requestContext(c, services));
      return c.json({ token, message: loggedIn });
    });
}
