import { Hono } from 'hono';
import type { DeletableRole } from '../../events/deletion/deletion.events.ts';
import { type AccountListKind, accountIdsSchemas, accountListQuerySchema } from '../../events/schemas/admin.ts';
import { listAccounts, queuedDeletions } from '../../projections/admin/account-lists.ts';
import { requestContext } from '../accounts/request-context.ts';
import type { AppEnv } from '../app-env.ts';
import { requireRole } from '../middleware/auth/index.ts';
import { validate } from '../middleware/validate/index.ts';
import type { Services } from '../services.ts';
import { requestDeletions, revokeDeletions } from './deletion/deletion-requests.ts';

const kinds = [
  { kind: 'users', role: 'user', path: 'users', ids: 'userIds' },
  { kind: 'admins', role: 'admin', path: 'admins', ids: 'adminIds' },
  { kind: 'moderators', role: 'moderator', path: 'moderators', ids: 'moderatorIds' },
] as const satisfies readonly { kind: AccountListKind; role: DeletableRole; path: string; ids: string }[];

const queuedAnswer = 'Las cuentas se eliminarán en 4 horas. Puedes revocar la eliminación desde la cola.';
const revokedAnswer = 'Las cuentas seleccionadas se restauraron.';

/** Tab 2 (SPEC §7): the three lists, their deletion queues, delete and revoke. */
export function accountsRoutes(services: Services) {
  const onlyAdmins = requireRole(services, 'admin');
  const app = new Hono<AppEnv>();
  for (const { kind, role, path, ids } of kinds) {
    const idsOf = (body: Record<string, string[]>) => body[ids] ?? [];
    app
      .get(`/get-${path}`, onlyAdmins, validate('query', accountListQuerySchema), async (c) =>
        c.json(await listAccounts(services.db, role, c.req.valid('query'))),
      )
      .get(`/deleted-${path}`, onlyAdmins, async (c) => c.json({ data: await queuedDeletions(services.db, role) }))
      .post(`/delete-${path}`, onlyAdmins, validate('json', accountIdsSchemas[kind]), async (c) => {
        const chosen = idsOf(c.req.valid('json') as Record<string, string[]>);
        await requestDeletions(services, chosen, role, requestContext(c, services));
        return c.json({ message: queuedAnswer, data: await queuedDeletions(services.db, role) });
      })
      .post(`/revoke-${path}`, onlyAdmins, validate('json', accountIdsSchemas[kind]), async (c) => {
        const chosen = idsOf(c.req.valid('json') as Record<string, string[]>);
        await revokeDeletions(services, chosen, role, requestContext(c, services));
        return c.json({ message: revokedAnswer, data: await queuedDeletions(services.db, role) });
      });
  }
  return app;
}
