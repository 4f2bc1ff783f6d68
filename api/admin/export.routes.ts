import { Hono } from 'hono';
import { exportRequestSchema } from '../../events/schemas/admin.ts';
import type { AppEnv } from '../app-env.ts';
import { requireRole } from '../middleware/auth/index.ts';
import { validate } from '../middleware/validate/index.ts';
import type { Services } from '../services.ts';
import { exportFileName, loginUserCsv } from './export/login-user-export.ts';

/** POST /admin/download-login-user-list {startDate, endDate, infoType}: the CSV file, streamed. */
export function exportRoutes(services: Services) {
  return new Hono<AppEnv>().post(
    '/download-login-user-list',
    requireRole(services, 'admin'),
    validate('json', exportRequestSchema),
    (c) => {
      const request = c.req.valid('json');
      return c.body(loginUserCsv(services.db, request), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${exportFileName(request)}"`,
        'Cache-Control': 'no-store',
      });
    },
  );
}
