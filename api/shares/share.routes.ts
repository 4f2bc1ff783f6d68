import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { handleCommand } from '../../events/command/handle-command.ts';
import { shareSchema } from '../../events/schemas/gallery.ts';
import { shareDecider } from '../../events/share/share.decider.ts';
import { shareStreamId } from '../../events/share/share.events.ts';
import { galleryDesign, isInGallery } from '../../projections/gallery/gallery.queries.ts';
import { requestContext } from '../accounts/request-context.ts';
import type { AppEnv } from '../app-env.ts';
import { designNotFound } from '../gallery/gallery.routes.ts';
import { requireRole } from '../middleware/auth/index.ts';
import { rateLimit } from '../middleware/rate-limit/index.ts';
import { validate } from '../middleware/validate/index.ts';
import type { Services } from '../services.ts';

export const shareCounted = 'Gracias por compartir';

/** POST /ai/user-glbs/share: a user or voting user shared a gallery design on a platform (SPEC §6, §7). */
export function shareRoutes(services: Services) {
  // Counting is for the campaign's figures, not the ranking; the limit keeps one account from inflating them.
  const perSharer = rateLimit({
    counters: services.rateCounters,
    name: 'share',
    windowMs: 60 * 60_000,
    max: 60,
    key: (c) => `account:${c.get('session')?.accountId}`,
  });
  return new Hono<AppEnv>().post(
    '/user-glbs/share',
    requireRole(services, 'user', 'voter'),
    perSharer,
    validate('json', shareSchema),
    async (c) => {
      const { postId, socialPlatform } = c.req.valid('json');
      if (!(await isInGallery(services.db, postId))) return c.json({ message: designNotFound }, 404);
      const shareId = randomUUID();
      const metadata = requestContext(c, services);
      const result = await handleCommand(services.store, shareStreamId(shareId), shareDecider, {
        type: 'ShareDesign',
        data: { shareId, designId: postId, sharerId: c.get('session')!.accountId, platform: socialPlatform.name },
        metadata,
      });
      if (result.lastPosition) await services.progress.waitFor('gallery', result.lastPosition);
      const design = await galleryDesign(services.db, postId, false);
      return c.json({ message: shareCounted, data: { totalShares: design?.totalShares ?? 0 } }, 201);
    },
  );
}
