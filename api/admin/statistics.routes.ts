import { Hono } from 'hono';
import { byStateQuerySchema, submissionsQuerySchema } from '../../events/schemas/admin.ts';
import { byStateLastDay, currentlyLoggedIn, dailyCounts } from '../../projections/admin/statistics.queries.ts';
import type { AppEnv } from '../app-env.ts';
import { requireRole } from '../middleware/auth/index.ts';
import { validate } from '../middleware/validate/index.ts';
import type { Services } from '../services.ts';

/** Tab 1 (SPEC §7): the figures behind the six views and the daily votes table. */
export function statisticsRoutes(services: Services) {
  const onlyAdmins = requireRole(services, 'admin');
  const now = () => services.clock.now();
  return new Hono<AppEnv>()
    .get('/daily-logins', onlyAdmins, async (c) => c.json({ data: await dailyCounts(services.db, 'logins') }))
    .get('/daily-registrations', onlyAdmins, async (c) =>
      c.json({ data: await dailyCounts(services.db, 'registrations') }),
    )
    .get('/daily-gallery-submissions', onlyAdmins, validate('query', submissionsQuerySchema), async (c) => {
      const metric = c.req.valid('query').isSubmitted === 'true' ? 'submissions' : 'designs_generated';
      return c.json({ data: await dailyCounts(services.db, metric) });
    })
    .get('/daily-votes', onlyAdmins, async (c) => c.json({ data: await dailyCounts(services.db, 'votes') }))
    .get('/users-by-state', onlyAdmins, validate('query', byStateQuerySchema), async (c) =>
      c.json({ data: await byStateLastDay(services.db, c.req.valid('query').type, now()) }),
    )
    .get('/currently-loggedin-users', onlyAdmins, async (c) =>
      c.json({ data: { totalActiveUsers: await currentlyLoggedIn(services.db, now()) } }),
    );
}
