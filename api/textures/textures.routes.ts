import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { DomainError } from '../../events/command/decider.ts';
import { handleCommand } from '../../events/command/handle-command.ts';
import { type LibraryCommand, libraryDecider } from '../../events/library/library.decider.ts';
import { libraryStreamId } from '../../events/library/library.events.ts';
import { defaultTextureStyle, generateTextureSchema, textureStyles } from '../../events/schemas/library.ts';
import { messages } from '../../events/schemas/messages.ts';
import { texturesOf } from '../../projections/library/library.projection.ts';
import { requestContext } from '../accounts/request-context.ts';
import type { AppEnv } from '../app-env.ts';
import { requireRole } from '../middleware/auth/index.ts';
import { validate } from '../middleware/validate/index.ts';
import type { Services } from '../services.ts';

/** The studio's backgrounds (SPEC §9); the lighting itself ships with the client. */
export const studioEnvironments = [
  { id: 'blanco', title: 'Blanco', background: '#F5F5F5', default: true },
  { id: 'negro', title: 'Negro', background: '#000000', default: false },
  { id: 'gris', title: 'Gris', background: '#C4C4C4', default: false },
] as const;

/** /ai/generate, /ai/ai_styles, /ai/hdris: textures are asked for here and arrive by push. */
export function texturesRoutes(services: Services) {
  const users = requireRole(services, 'user');
  const onLibrary = (userId: string, command: LibraryCommand) =>
    handleCommand(services.store, libraryStreamId(userId), libraryDecider, command);

  return new Hono<AppEnv>()
    .get('/ai_styles', (c) => c.json({ data: textureStyles, defaultStyle: defaultTextureStyle }))
    .get('/hdris', (c) => c.json({ data: studioEnvironments }))
    .get('/generate', users, async (c) =>
      c.json({ data: { data: await texturesOf(services.db, c.get('session')!.accountId) } }),
    )
    .post('/generate', users, validate('json', generateTextureSchema), async (c) => {
      const userId = c.get('session')!.accountId;
      const { prompt, style_preset } = c.req.valid('json');
      const textureId = randomUUID();
      const metadata = requestContext(c, services);
      const requested = await onLibrary(userId, {
        type: 'RequestTexture',
        data: { textureId, prompt, stylePreset: style_preset },
        metadata,
      });
      try {
        await services.textures.enqueue({ userId, textureId, prompt, stylePreset: style_preset });
      } catch (error) {
        services.logger.error({ err: error, textureId }, 'texture job could not be queued');
        await onLibrary(userId, {
          type: 'FailTexture',
          data: { textureId, message: messages.errors.texturesFailed },
          metadata,
        });
        throw new DomainError('textures.queue', messages.errors.texturesFailed, 409);
      }
      if (requested.lastPosition) await services.progress.waitFor('library', requested.lastPosition);
      const texture = (await texturesOf(services.db, userId)).find((t) => t._id === textureId);
      return c.json({ data: texture, message: 'Generando textura…' }, 202);
    });
}
