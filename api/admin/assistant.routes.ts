import { Hono } from 'hono';
import { handleCommand } from '../../events/command/handle-command.ts';
import { assistantSettingsSchema } from '../../events/schemas/admin.ts';
import { siteAssistantDecider } from '../../events/site-assistant/site-assistant.decider.ts';
import { siteAssistantStreamId } from '../../events/site-assistant/site-assistant.events.ts';
import { assistantSettings } from '../../projections/site-assistant/site-assistant.projection.ts';
import { requestContext } from '../accounts/request-context.ts';
import type { AppEnv } from '../app-env.ts';
import { requireRole } from '../middleware/auth/index.ts';
import { validate } from '../middleware/validate/index.ts';
import type { Services } from '../services.ts';

/** GET /assistant: what the site's chat assistant is called and shows (null: the site's defaults). */
export function publicAssistantRoutes(services: Services) {
  return new Hono().get('/', async (c) => c.json({ data: (await assistantSettings(services.db)) ?? null }));
}

/** /admin/assistant-settings: tab 3's chat assistant form. */
export function assistantSettingsRoutes(services: Services) {
  const onlyAdmins = requireRole(services, 'admin');
  return new Hono<AppEnv>()
    .get('/assistant-settings', onlyAdmins, async (c) =>
      c.json({ data: (await assistantSettings(services.db)) ?? null }),
    )
    .post('/assistant-settings', onlyAdmins, validate('json', assistantSettingsSchema), async (c) => {
      const result = await handleCommand(services.store, siteAssistantStreamId, siteAssistantDecider, {
        type: 'ConfigureAssistant',
        data: c.req.valid('json'),
        metadata: requestContext(c, services),
      });
      if (result.lastPosition) await services.progress.waitFor('site_assistant', result.lastPosition);
      return c.json({ data: await assistantSettings(services.db), message: 'Asistente actualizado.' });
    });
}
