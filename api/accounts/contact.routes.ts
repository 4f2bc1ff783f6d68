import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { handleCommand } from '../../events/command/handle-command.ts';
import { contactDecider } from '../../events/identity/contact.decider.ts';
import { contactStreamId } from '../../events/identity/identity.events.ts';
import { contactKey } from '../../events/personal-data/personal-data-keys.ts';
import { contactSchema } from '../../events/schemas/accounts.ts';
import { messages } from '../../events/schemas/messages.ts';
import type { AppEnv } from '../app-env.ts';
import { requireCaptcha } from '../captcha/require-captcha.ts';
import { contactMail } from '../mail/templates.ts';
import { optionalSession } from '../middleware/auth/index.ts';
import { validate } from '../middleware/validate/index.ts';
import type { Services } from '../services.ts';
import { authLimits } from './auth-limits.ts';
import { requestContext } from './request-context.ts';

/** /user/contact-us: visitors and users write to support; the message is sealed under its own key. */
export function contactRoutes(services: Services) {
  const visitorsSolveCaptcha = requireCaptcha(services, { exempt: (c) => c.get('session')?.role === 'user' });
  return new Hono<AppEnv>().post(
    '/contact-us',
    authLimits(services).contact,
    optionalSession(services),
    validate('json', contactSchema),
    visitorsSolveCaptcha,
    async (c) => {
      const messageId = randomUUID();
      const message = c.req.valid('json');
      const session = c.get('session');
      const userId = session?.role === 'user' ? session.accountId : null;
      const personal = await services.keys.seal(contactKey(messageId), message);
      await handleCommand(services.store, contactStreamId(messageId), contactDecider, {
        type: 'SendContactMessage',
        data: { messageId, personal, userId },
        metadata: requestContext(c, services),
      });
      await services.mailer.send(contactMail(services.config.SUPPORT_EMAIL, { ...message, from: userId }));
      return c.json({ message: messages.success.contactReceived });
    },
  );
}
