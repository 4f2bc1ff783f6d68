import { Hono } from 'hono';
import { accountKey } from '../../events/personal-data/personal-data-keys.ts';
import { profileUpdateSchema } from '../../events/schemas/accounts.ts';
import type { AppEnv } from '../app-env.ts';
import { requireRole } from '../middleware/auth/index.ts';
import { validate } from '../middleware/validate/index.ts';
import type { Services } from '../services.ts';
import { uploadsPath } from '../uploads/signed-blob-store.ts';
import { onUser, viewAfter } from './accounts.ts';
import { photoRefused, profileUpdated } from './answers.ts';
import { requestContext } from './request-context.ts';

const ownPhoto = new RegExp(`^${uploadsPath}/profile/[0-9a-f-]{36}\\.(jpg|png|webp)$`);

/** /user/profile: the signed-in user's own details, and the studio tour flag. */
export function profileRoutes(services: Services) {
  const users = requireRole(services, 'user');
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
        return c.json({ data: { data: await viewAfter(services, accountId, result) }, message: profileUpdated });
      }
      const photo = body.photo ?? (await viewAfter(services, accountId)).photo;
      if (photo && !ownPhoto.test(photo)) throw photoRefused();
      const { firstName, lastName, mobileNumber } = body;
      const personal = await services.keys.seal(accountKey(accountId), { firstName, lastName, mobileNumber });
      const result = await onUser(services, accountId, {
        type: 'UpdateProfile',
        data: { personal, photo: photo ?? null },
        metadata,
      });
      return c.json({ data: { data: await viewAfter(services, accountId, result) }, message: profileUpdated });
    });
}
