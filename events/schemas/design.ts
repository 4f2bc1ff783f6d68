import { z } from 'zod';

/** The car's paintable meshes (DESIGN §9), in SPEC order; `body` is the rest of the car. */
export const panelIds = [
  'right_front_door',
  'right_back_door',
  'hood',
  'trunk',
  'roof',
  'right_back_panel',
  'left_back_panel',
  'left_front_door',
  'left_back_door',
  'body',
] as const;

export type PanelId = (typeof panelIds)[number];

/** One painted part of a design: which mesh, which texture, and how the texture is placed. */
export const glbStateEntrySchema = z.object({
  objectName: z.enum(panelIds),
  texture: z.string().min(1).max(500),
  map_details: z.object({
    repeatX: z.number().min(1).max(10),
    repeatY: z.number().min(1).max(10),
    rotation: z.number().min(1).max(360),
    offSetX: z.number().min(0).max(1080),
    offSetY: z.number().min(0).max(1080),
  }),
});

export type GlbStateEntry = z.infer<typeof glbStateEntrySchema>;
