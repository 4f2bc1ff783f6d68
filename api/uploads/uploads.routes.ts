import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { signedUrlSchema } from '../../events/schemas/accounts.ts';
import { messages } from '../../events/schemas/messages.ts';
import type { AppEnv } from '../app-env.ts';
import { requireRole } from '../middleware/auth/index.ts';
import { validate } from '../middleware/validate/index.ts';
import type { Services } from '../services.ts';
import { checkImage, maxUploadBytes } from './image-check.ts';
import { type BlobStore, uploadKeyPattern } from './local-blob-store.ts';

const extensions = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
const contentTypes: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
const uploadWindowMs = 10 * 60_000;

/** POST /user/signed-url: a signed, expiring address for one image upload. */
export function signedUrlRoutes(services: Services, blobs: BlobStore) {
  return new Hono<AppEnv>().post(
    '/signed-url',
    requireRole(services.db, 'user'),
    validate('json', signedUrlSchema),
    (c) => {
      const { content_type, module } = c.req.valid('json');
      const key = blobs.ownedKey(module, c.get('session')!.accountId, extensions[content_type]);
      const signedUrl = blobs.signUpload(key, content_type, services.clock.now() + uploadWindowMs);
      return c.json({ data: { signedUrl, url: blobs.publicUrl(key) } });
    },
  );
}

/** /uploads/{module}/{file}: the signed PUT and the public GET of stored images. */
export function uploadsRoutes(services: Services, blobs: BlobStore) {
  const tooLarge = bodyLimit({
    maxSize: maxUploadBytes,
    onError: (c) => c.json({ message: 'La imagen debe pesar como máximo 5 MB.' }, 413),
  });
  return new Hono<AppEnv>()
    .put('/:module/:file', tooLarge, async (c) => {
      const key = `${c.req.param('module')}/${c.req.param('file')}`;
      const contentType = c.req.header('Content-Type')?.split(';')[0]?.trim();
      if (!uploadKeyPattern.test(key) || !blobs.verifyUpload(key, c.req.query(), contentType, services.clock.now())) {
        return c.json({ message: messages.errors.forbidden }, 403);
      }
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      const verdict = checkImage(bytes, contentType!, c.req.param('module'));
      if (!verdict.ok) return c.json({ message: verdict.reason }, 422);
      await blobs.put(key, bytes, contentType!);
      return c.json({ data: { url: blobs.publicUrl(key) } });
    })
    .get('/:module/:file', async (c) => {
      const key = `${c.req.param('module')}/${c.req.param('file')}`;
      const bytes = uploadKeyPattern.test(key) ? await blobs.get(key) : undefined;
      if (!bytes) return c.json({ message: messages.errors.notFound }, 404);
      c.header('Content-Type', contentTypes[key.split('.').pop()!]!);
      c.header('Cache-Control', 'public, max-age=31536000, immutable');
      return c.body(bytes as Uint8Array<ArrayBuffer>);
    });
}
