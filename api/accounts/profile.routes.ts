import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { DomainError } from '../../events/command/decider.ts';
import { handleCommand } from '../../events/command/handle-command.ts';
import { contactDecider } from '../../events/identity/contact.decider.ts';
import { contactStreamId } from '../../events/identity/identity.events.ts';
import { contactSchema, profileUpdateSchema } from '../../events/schemas/accounts.ts';
import { messages } from '../../events/schemas/messages.ts';
import { seal } from '../../projections/personal-data/personal-data-vault.ts';
import type { AppEnv } from '../app-env.ts';
import { requireCaptcha } from '../captcha/require-captcha.ts';
import { resolveSession } from '../identity/sessions.ts';
import { contactMail } from '../mail/templates.ts';
import { bearerToken, hasSession, requireRole } from '../middleware/auth/index.ts';
import { validate } from '../middleware/validate/index.ts';
import type { Services } from '../services.ts';
import { uploadsPath } from '../uploads/signed-blob-store.ts';
import { onUser, viewAfter } from './accounts.ts';
import { authLimits } from './auth-limits.ts';
import { requestContext } from './request-context.ts';

const ownPhoto = new RegExp(`^${uploadsPath}/profile/[0-9a-f-]{36}\\.(jpg|png|webp)$`);

/** /user/profile and /user/contact-us. */
export function profileRoutes(services: Services) {
  const users = requireRole(services.db, 'user');
  const visitorsSolveCaptcha = requireCaptcha(services, { exempt: hasSession(services.db, 'user') });
  return new Hono<AppEnv>()
    .get('/profile', users, async (c) =>
      c.json({ data: { data: await viewAfter(services, c.get('session')!.accountId) } }),
    )
    .post('/profile', users, validate('json', profileUpdateSchema), async (c) => {
      const accountId = c.get('session')!.accountId;
      const body = c.req.valid('json');
      const metadata = requestContext(c, services);
      if ('onboardingTour' in body) {
        const result = await onUser(services, accountId, { type: 'CompleteOnboardingTour', data: {}, metadata });
        return c.json({ data: { data: await viewAfter(services, accountId, result) }, message: 'Perfil actualizado' });
      }
      const current = await viewAfter(services, accountId);
      const photo = body.photo ?? current.photo;
      if (photo && !ownPhoto.test(photo))
        throw new DomainError('profile.photo', messages.errors.imageUploadFailed, 422);
      const personal = await seal(services.db, accountId, {
        firstName: body.firstName,
        lastName: body.lastName,
        mobileNumber: body.mobileNumber,
      });
      const result = await onUser(services, accountId, {
        type: 'UpdateProfile',
        data: { personal, photo: photo ?? null },
        metadata,
      });
      return c.json({ data: { data: await viewAfter(services, accountId, result) }, message: 'Perfil actualizado' });
    })
    .post(
      '/contact-us',
      authLimits(services).contact,
      validate('json', contactSchema),
      visitorsSolveCaptcha,
      async (c) => {
        const token = bearerToken(c.req.header('Authorization'));
        const session = token ? await resolveSession(services.db, token) : undefined;
        const messageId = randomUUID();
        const message = c.req.valid('json');
        const personal = await seal(services.db, messageId, message);
        const userId = session?.role === 'user' ? session.accountId : null;
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
