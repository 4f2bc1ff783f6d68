import { z } from 'zod';
import { socialPlatforms } from '../share/share.events.ts';
import { messages } from './messages.ts';

export const galleryPageSize = 9;
/** The gallery searches from three characters on (SPEC §5); shorter text lists everything. */
export const minSearchLength = 3;

const whole = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).catch(fallback);

/** GET /gallery/glb-model-listing: a malformed parameter falls back to its default rather than failing a page. */
export const galleryListingSchema = z.object({
  limit: whole(galleryPageSize, 48),
  page: whole(1, 100_000),
  search: z.string().max(100).optional().catch(undefined),
  sortBy: z.enum(['createdAt', 'totalVotes']).catch('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).catch('desc'),
});

export const galleryDetailSchema = z.object({
  glbModelId: z
    .string({ error: messages.validation.invalidRequest })
    .min(1, messages.validation.invalidRequest)
    .max(64),
});

/** POST /ai/user-glbs/share: SPEC's `socialPlatform {name}`. */
export const shareSchema = z.object({
  postId: z.string({ error: messages.validation.invalidRequest }).min(1).max(64),
  socialPlatform: z.object({ name: z.enum(socialPlatforms) }),
});
