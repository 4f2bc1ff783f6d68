import { Hono } from 'hono';
import { designHistorySearchSchema } from '../../events/schemas/admin.ts';
import { designHistory, findDesigns } from '../../projections/design-history/design-history.queries.ts';
import type { AppEnv } from '../app-env.ts';
import { requireRole } from '../middleware/auth/index.ts';
import { validate } from '../middleware/validate/index.ts';
import type { Services } from '../services.ts';

/** Issue 20: a design's life from the log, read-only, for admins; each entry names its stream and command. */
export function designHistoryRoutes(services: Services) {
  const onlyAdmins = requireRole(services, 'admin');
  return new Hono<AppEnv>()
    .get('/design-history', onlyAdmins, validate('query', designHistorySearchSchema), async (c) =>
      c.json({ data: await findDesigns(services.db, c.req.valid('query').search) }),
    )
    .get('/design-history/:designId', onlyAdmins, async (c) => {
      const history = await designHistory(services.db, c.req.param('designId'));
      if (!history) return c.json({ message: 'No hay eventos de ese diseño' }, 404);
      return c.json({ data: history });
    });
}
