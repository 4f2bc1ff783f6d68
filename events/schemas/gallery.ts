import { z } from 'zod';
import type { GlbStateEntry } from './design.ts';
import { messages } from './messages.ts';

/** Where a gallery design can be shared (SPEC §1); `web-share` is the device's own share sheet. */
export const socialPlatforms = ['instagram', 'facebook', 'x', 'tiktok', 'web-share'] as const;
export type SocialPlatform = (typeof socialPlatforms)[number];

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
  /** A vote's `after` from its answer: the design is read once its counts include that vote. */
  after: z
    .string()
    .regex(/^\d+\/\d+$/, { error: messages.validation.invalidRequest })
    .optional(),
});

/** The design a vote or a share is for: anything but an id of a design is a request we cannot read. */
export const postIdField = z
  .string({ error: messages.validation.invalidRequest })
  .trim()
  .min(1, { error: messages.validation.invalidRequest })
  .max(100, { error: messages.validation.invalidRequest });

/** POST /ai/user-glbs/share: SPEC's `socialPlatform {name}`. */
export const shareSchema = z.object({
  postId: postIdField,
  socialPlatform: z.object({ name: z.enum(socialPlatforms) }),
});

export type GalleryCreator = { _id: string; name: string; firstName: string; lastName: string };

/** A design as the gallery lists it (SPEC §3 Design). */
export type GalleryCard = {
  _id: string;
  id: string;
  name: string;
  description: string;
  thumbnail: string;
  images: string[];
  videoThumbnail: string | null;
  createdAt: number;
  updatedAt: number;
  isSubmitted: true;
  userId: GalleryCreator;
  /** Null while the contest hides the counts from the public (`revealVotes=false`). */
  totalVotes: number | null;
  totalShares: number;
};

/** The detail page's design: the card plus its textures and shares per platform. */
export type GalleryDesign = GalleryCard & { glbState: GlbStateEntry[]; shares: Record<string, number> };

export type GalleryPage = { data: GalleryCard[]; totalPages: number; totalcount: number };

export const tiktokPrivacyLevels = [
  { value: 'PUBLIC_TO_EVERYONE', label: 'Público para todos' },
  { value: 'MUTUAL_FOLLOW_FRIENDS', label: 'Amigos que se siguen mutuamente' },
  { value: 'SELF_ONLY', label: 'Solo yo' },
  { value: 'FOLLOWER_OF_CREATOR', label: 'Seguidores del creador' },
] as const;

const privacyValues = tiktokPrivacyLevels.map((level) => level.value) as [string, ...string[]];

/** The TikTok upload form (SPEC §5). */
export const tiktokPostSchema = z.object({
  title: z.string().trim().min(1, messages.validation.tiktokTitleRequired),
  subtitle: z
    .string()
    .trim()
    .min(1, 'Se requiere subtítulo.')
    .max(100, 'El subtítulo debe tener como máximo 100 caracteres.'),
  privacy: z.enum(privacyValues, { error: 'Selecciona quién puede ver la publicación.' }),
});
