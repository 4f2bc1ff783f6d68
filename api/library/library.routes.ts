import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { DomainError } from '../../events/command/decider.ts';
import { handleCommand } from '../../events/command/handle-command.ts';
import { type LibraryCommand, libraryDecider, maxDesigns } from '../../events/library/library.decider.ts';
import { libraryStreamId } from '../../events/library/library.events.ts';
import { designIdSchema, saveDesignSchema } from '../../events/schemas/library.ts';
import { messages } from '../../events/schemas/messages.ts';
import type { LogPosition } from '../../events/store/log-position.ts';
import { designsOf } from '../../projections/library/library.projection.ts';
import { requestContext } from '../accounts/request-context.ts';
import type { AppEnv } from '../app-env.ts';
import { requireRole } from '../middleware/auth/index.ts';
import { validate } from '../middleware/validate/index.ts';
import type { Services } from '../services.ts';
import { uploadsPath } from '../uploads/signed-blob-store.ts';
import { submitDesign } from './submit-design.ts';

export const notYourImage = 'Solo puedes usar imágenes que subiste tú.';

const submittedQuery = z.object({ id: z.string().uuid(messages.validation.invalidRequest).optional() });

/** The library calls of SPEC §7: save, list, delete and submit designs, and the questions about them. */
export function libraryRoutes(services: Services) {
  const users = requireRole(services, 'user');
  const onLibrary = (userId: string, command: LibraryCommand) =>
    handleCommand(services.store, libraryStreamId(userId), libraryDecider, command);
  const caughtUp = async (position: LogPosition | undefined) => {
    if (position) await services.progress.waitFor('library', position);
  };

  // Thumbnails and images must be files this user uploaded through a signed address.
  const assertOwnImages = async (userId: string, urls: readonly string[]) => {
    for (const url of new Set(urls)) {
      const key = url.startsWith(`${uploadsPath}/thumbnail/`) ? url.slice(uploadsPath.length + 1) : undefined;
      const owned = key !== undefined && services.blobs.ownedBy(key, userId) && (await services.blobs.get(key));
      if (!owned) throw new DomainError('library.foreign-image', notYourImage, 422);
    }
  };

  return new Hono<AppEnv>()
    .post('/save_glb_state', users, validate('json', saveDesignSchema), async (c) => {
      const userId = c.get('session')!.accountId;
      const { images, ...design } = c.req.valid('json');
      const allImages = images.length > 0 ? images : [design.thumbnail];
      await assertOwnImages(userId, [design.thumbnail, ...allImages]);
      const designId = randomUUID();
      const result = await onLibrary(userId, {
        type: 'SaveDesign',
        data: { designId, ...design, images: allImages },
        metadata: requestContext(c, services),
      });
      await caughtUp(result.lastPosition);
      const saved = (await designsOf(services.db, userId)).find((d) => d.id === designId);
      return c.json({ data: saved, message: 'Diseño guardado' }, 201);
    })
    .get('/user_glbs', users, async (c) => {
      const designs = await designsOf(services.db, c.get('session')!.accountId);
      return c.json({ data: designs, totalCount: designs.length, limit: maxDesigns });
    })
    .post('/delete_user_glb', users, validate('json', designIdSchema), async (c) => {
      const userId = c.get('session')!.accountId;
      const result = await onLibrary(userId, {
        type: 'DeleteDesign',
        data: { designId: c.req.valid('json').id },
        metadata: requestContext(c, services),
      });
      await caughtUp(result.lastPosition);
      return c.json({ message: 'Diseño eliminado' });
    })
    .post('/submit_user_glb', users, validate('json', designIdSchema), async (c) => {
      const userId = c.get('session')!.accountId;
      const designId = c.req.valid('json').id;
      const submitted = await submitDesign(services, userId, designId, requestContext(c, services));
      await caughtUp(submitted.lastPosition);
      return c.json({ message: messages.success.designSubmitted });
    })
    .get('/is_library_full', users, async (c) => {
      const designs = await designsOf(services.db, c.get('session')!.accountId);
      if (designs.length >= maxDesigns) return c.json({ message: messages.errors.libraryFull, data: true }, 409);
      return c.json({ data: false, count: designs.length, limit: maxDesigns });
    })
    .get('/did_i_submit_one', users, async (c) => {
      const designs = await designsOf(services.db, c.get('session')!.accountId);
      return c.json({ data: designs.some((design) => design.isSubmitted) });
    })
    .get('/is_glb_submitted', users, validate('query', submittedQuery), async (c) => {
      const { id } = c.req.valid('query');
      const designs = await designsOf(services.db, c.get('session')!.accountId);
      return c.json({ data: designs.some((design) => design.isSubmitted && (id === undefined || design.id === id)) });
    });
}
