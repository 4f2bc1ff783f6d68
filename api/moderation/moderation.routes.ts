import { Hono } from 'hono';
import { moderationMessages, queueQuerySchema, reviewRequestSchema } from '../../events/schemas/moderation.ts';
import { findAccount } from '../../projections/accounts/accounts.projection.ts';
import {
  moderationCounters,
  moderationQueue,
  type QueueItem,
} from '../../projections/moderation/moderation.projection.ts';
import { requestContext } from '../accounts/request-context.ts';
import type { AppEnv } from '../app-env.ts';
import { requireRole } from '../middleware/auth/index.ts';
import { validate } from '../middleware/validate/index.ts';
import type { Services } from '../services.ts';
import { mailRejection, recordReview } from './review-design.ts';

// The queue names each design's creator as SPEC §3 does (`userId` with first and last name).
async function withCreators(services: Pick<Services, 'db'>, items: readonly QueueItem[]) {
  const ids = [...new Set(items.map((item) => item.ownerId))];
  const accounts = new Map(await Promise.all(ids.map(async (id) => [id, await findAccount(services.db, id)] as const)));
  return items.map(({ ownerId, ...item }) => {
    const owner = accounts.get(ownerId);
    return {
      ...item,
      userId: {
        _id: ownerId,
        firstName: owner?.firstName ?? '',
        lastName: owner?.lastName ?? '',
        name: owner?.name ?? '',
      },
    };
  });
}

/**
 * The moderator's review (SPEC §7 "Moderator"). Moderator tokens only: admins get 403 like everyone
 * else, since reviewing is the moderator's role alone (SPEC §6) and no admin screen shows the queue.
 */
export function moderationRoutes(services: Services) {
  const moderators = requireRole(services, 'moderator');
  return new Hono<AppEnv>()
    .get('/under-review-glb-model', moderators, validate('query', queueQuerySchema), async (c) => {
      const query = c.req.valid('query');
      const [page, counters] = await Promise.all([
        moderationQueue(services.db, query),
        moderationCounters(services.db),
      ]);
      return c.json({
        data: await withCreators(services, page.items),
        totalCount: { nextCursor: page.nextCursor, totalcount: page.totalcount, ...counters },
      });
    })
    .post('/glb-model-status-update', moderators, validate('json', reviewRequestSchema), async (c) => {
      const { glbModelId, status, comments, expectedVersion } = c.req.valid('json');
      const moderatorId = c.get('session')!.accountId;
      const recorded = await recordReview(
        services.store,
        { designId: glbModelId, status, comments, moderatorId, expectedVersion },
        requestContext(c, services),
      );
      for (const [projection, position] of Object.entries(recorded.positions)) {
        if (position) await services.progress.waitFor(projection, position);
      }
      if (status === 'REJECTED' && !recorded.duplicate) {
        await mailRejection(services, recorded.ownerId, glbModelId, comments);
      }
      return c.json({
        message: moderationMessages.reviewed[status],
        data: { glbModelId, status, counters: await moderationCounters(services.db) },
      });
    });
}
