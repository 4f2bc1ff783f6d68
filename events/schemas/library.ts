import { z } from 'zod';
import { type DesignContent, glbStateEntrySchema } from './design.ts';
import { messages } from './messages.ts';

const v = messages.validation;

/** Stability's style presets; `tile-texture` is SPEC's default. The titles are what the select shows. */
export const textureStyles = [
  { value: 'tile-texture', title: 'Textura en mosaico' },
  { value: '3d-model', title: 'Modelo 3D' },
  { value: 'analog-film', title: 'Película analógica' },
  { value: 'anime', title: 'Anime' },
  { value: 'cinematic', title: 'Cinematográfico' },
  { value: 'comic-book', title: 'Cómic' },
  { value: 'digital-art', title: 'Arte digital' },
  { value: 'enhance', title: 'Realzado' },
  { value: 'fantasy-art', title: 'Arte fantástico' },
  { value: 'isometric', title: 'Isométrico' },
  { value: 'line-art', title: 'Arte lineal' },
  { value: 'low-poly', title: 'Low poly' },
  { value: 'modeling-compound', title: 'Plastilina' },
  { value: 'neon-punk', title: 'Neón punk' },
  { value: 'origami', title: 'Origami' },
  { value: 'photographic', title: 'Fotográfico' },
  { value: 'pixel-art', title: 'Pixel art' },
] as const;

export type TextureStyle = (typeof textureStyles)[number]['value'];

export const defaultTextureStyle: TextureStyle = 'tile-texture';

const styleValues = textureStyles.map((style) => style.value) as [TextureStyle, ...TextureStyle[]];

export const generateTextureSchema = z.object({
  prompt: z.string({ error: v.promptRequired }).trim().min(1, v.promptRequired).max(1000, v.promptMax),
  style_preset: z.enum(styleValues, { error: v.styleRequired }),
});

export const designNameMax = 60;

export const saveDesignSchema = z.object({
  name: z
    .string({ error: v.designTitleRequired })
    .trim()
    .min(1, v.designTitleRequired)
    .max(designNameMax, v.designTitleMax),
  description: z
    .string({ error: v.descriptionRequired })
    .trim()
    .min(1, v.descriptionRequired)
    .max(700, v.descriptionMax),
  thumbnail: z.string({ error: v.thumbnailRequired }).min(1, v.thumbnailRequired).max(500),
  images: z.array(z.string().min(1).max(500)).max(8).default([]),
  glbState: z
    .array(glbStateEntrySchema, { error: v.textureRequired })
    .min(1, v.textureRequired)
    .max(10)
    .refine((entries) => new Set(entries.map((entry) => entry.objectName)).size === entries.length, v.invalidRequest),
});

/** Delete and submit name one design of the caller's library. */
export const designIdSchema = z.object({ id: z.string().uuid(v.invalidRequest) });

/** A design of the user's library (GET /ai/user_glbs). */
export type LibraryDesignView = DesignContent & {
  updatedAt: number;
  isSubmitted: boolean;
  /** Why a moderator handed the design back (RETRY); gone once it is submitted again. */
  moderatorComment?: string;
};
