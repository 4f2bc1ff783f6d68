import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { signedUrlSchema } from '../../events/schemas/accounts.ts';
import { messages } from '../../events/schemas/messages.ts';
import type { AppEnv } from '../app-env.ts';
import { requireRole } from '../middleware/auth/index.ts';
import { validate } from '../middleware/validate/index.ts';
import type { Services } from '../services.ts';
import { checkImage, maxUploadBytes } from './image-check.ts';
import { type BlobStore, uploadKeyPattern } from './signed-blob-store.ts';
import { uploadLedger } from './upload-ledger.ts';
import { type ImageType, withoutMetadata } from './without-metadata.ts';

const extensions = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
const contentTypes: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
const uploadWindowMs = 10 * 60_000;

const answers = {
  tooLarge: 'La imagen debe pesar como máximo 5 MB.',
  used: 'Este enlace de carga ya se usó. Solicita uno nuevo.',
  overQuota: 'Alcanzaste el espacio de almacenamiento de tu cuenta.',
} as const;

const quotaOf = (services: Services) => uploadLedger(services.pool, services.config.UPLOAD_QUOTA_MB * 1024 * 1024);

/** POST /user/signed-url: a signed, expiring, single-use address for one image upload. */
export function signedUrlRoutes(services: Services, blobs: BlobStore) {
  const ledger = quotaOf(services);
  return new Hono<AppEnv>().post(
    '/signed-url',
    requireRole(services, 'user'),
    validate('json', signedUrlSchema),
    async (c) => {
      const { content_type, module } = c.req.valid('json');
      const owner = c.get('session')!.accountId;
      if (!(await ledger.hasRoom(owner))) return c.json({ message: answers.overQuota }, 422);
      const key = blobs.ownedKey(module, owner, extensions[content_type]);
      const signedUrl = blobs.signUpload(key, content_type, services.clock.now() + uploadWindowMs, owner);
      return c.json({ data: { signedUrl, url: blobs.publicUrl(key) } });
    },
  );
}

/** /uploads/{module}/{file}: the signed PUT (once per address, within the owner's quota) and the public GET. */
export function uploadsRoutes(services: Services, blobs: BlobStore) {
  const ledger = quotaOf(services);
  const tooLarge = bodyLimit({ maxSize: maxUploadBytes, onError: (c) => c.json({ message: answers.tooLarge }, 413) });
  return new Hono<AppEnv>()
    .put('/:module/:file', tooLarge, async (c) => {
      const key = `${c.req.param('module')}/${c.req.param('file')}`;
      const contentType = c.req.header('Content-Type')?.split(';')[0]?.trim();
      const owner = uploadKeyPattern.test(key)
        ? blobs.verifyUpload(key, c.req.query(), contentType, services.clock.now())
        : undefined;
      if (!owner) return c.json({ message: messages.errors.forbidden }, 403);
      const received = new Uint8Array(await c.req.arrayBuffer());
      const verdict = checkImage(received, contentType!, c.req.param('module'));
      if (!verdict.ok) return c.json({ message: verdict.reason }, 422);
      const bytes = await withoutMetadata(received, contentType as ImageType);
      const reservation = await ledger.reserve(key, owner, bytes.length, services.clock.now());
      if (reservation === 'used') return c.json({ message: answers.used }, 409);
      if (reservation === 'over-quota') return c.json({ message: answers.overQuota }, 422);
      await blobs.put(key, bytes, contentType!).catch(async (error: unknown) => {
        await ledger.release(key);
        throw error;
      });
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
