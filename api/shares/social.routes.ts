import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { messages } from '../../events/schemas/messages.ts';
import type { AppEnv } from '../app-env.ts';
import { requireRole } from '../middleware/auth/index.ts';
import { validate } from '../middleware/validate/index.ts';
import type { Services } from '../services.ts';
import { socialPlatforms } from './social-platforms.ts';

const invalid = messages.validation.invalidRequest;
const text = (max: number) => z.string({ error: invalid }).max(max, invalid);
const redirectBody = z.object({ redirectUri: z.string({ error: invalid }).url(invalid).max(500) });
const tiktokAuthBody = z.object({
  link_to_share: text(500),
  title: z
    .string({ error: messages.validation.tiktokTitleRequired })
    .min(1, messages.validation.tiktokTitleRequired)
    .max(150),
  description: text(2200),
  postId: text(64),
});
const codeBody = z.object({ code: text(500).min(1, invalid) });
const tokenBody = z.object({ token: text(500).min(1, invalid) });
const postBody = tokenBody.extend({ dataToUse: z.record(z.string(), z.unknown()) });

/** Instagram and TikTok (SPEC §7): their auth addresses and TikTok's upload, for users and voting users. */
export function socialRoutes(services: Services) {
  const platforms = socialPlatforms(services.config);
  const sharers = requireRole(services, 'user', 'voter');
  const tiktokReturn = `${services.config.PUBLIC_URL}/handleTikTokShare`;

  const ai = new Hono<AppEnv>()
    .post('/instagram-auth-url', sharers, validate('json', redirectBody), (c) =>
      c.json({ data: { url: platforms.instagramAuthUrl(c.req.valid('json').redirectUri) } }),
    )
    .get('/get-fb-login-url', sharers, (c) =>
      c.json({ data: { url: platforms.facebookLoginUrl(`${services.config.PUBLIC_URL}/galeria`) } }),
    );

  const user = new Hono<AppEnv>()
    .get('/tiktok-auth-url', sharers, (c) =>
      c.json({ data: { url: platforms.tiktokAuthUrl(tiktokReturn, randomUUID()) } }),
    )
    .post('/tiktok-auth', sharers, validate('json', tiktokAuthBody), (c) =>
      c.json({ data: { link: platforms.tiktokAuthUrl(tiktokReturn, c.req.valid('json').postId) } }),
    )
    .post('/tiktok-upload', sharers, validate('json', codeBody), async (c) =>
      c.json({ data: { token: await platforms.tiktokToken(c.req.valid('json').code, tiktokReturn) } }),
    )
    .post('/profile_info', sharers, validate('json', tokenBody), async (c) =>
      c.json({ data: await platforms.tiktokCreator(c.req.valid('json').token) }),
    )
    .post('/post-to-tik-tok', sharers, validate('json', postBody), async (c) => {
      const { token, dataToUse } = c.req.valid('json');
      return c.json({
        data: await platforms.tiktokPublish(token, dataToUse),
        message: messages.success.tiktokUploaded,
      });
    });

  return { ai, user };
}
