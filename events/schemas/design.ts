import { z } from 'zod';

/** The nine paintable panels of the car, in SPEC order (DESIGN §9); they are also the GLB's mesh names. */
export const carPanels = [
  'right_front_door',
  'right_back_door',
  'hood',
  'trunk',
  'roof',
  'right_back_panel',
  'left_back_panel',
  'left_front_door',
  'left_back_door',
] as const;

/** What a texture may be applied to: a panel, or `body`, the rest of the paintable shell. */
export const paintTargets = [...carPanels, 'body'] as const;
export type PaintTarget = (typeof paintTargets)[number];

export const isPaintTarget = (name: string): name is PaintTarget => (paintTargets as readonly string[]).includes(name);

/** The placement sliders: rotation in degrees, scale as repeats along the car, offsets in 1/1080 of a tile. */
export const mapDetailsSchema = z.object({
  rotation: z.number().min(1).max(360),
  repeatX: z.number().min(1).max(10),
  repeatY: z.number().min(1).max(10),
  offSetX: z.number().min(0).max(1080),
  offSetY: z.number().min(0).max(1080),
});
export type MapDetails = z.infer<typeof mapDetailsSchema>;

export const defaultMapDetails: MapDetails = { rotation: 276, repeatX: 6, repeatY: 6, offSetX: 825, offSetY: 584 };

export const glbStateEntrySchema = z.object({
  objectName: z.enum(paintTargets),
  texture: z.string().trim().min(1).max(2048),
  map_details: mapDetailsSchema,
});
export type GlbStateEntry = z.infer<typeof glbStateEntrySchema>;

export type TextureTransform = {
  /** Radians, about the tile's centre. */
  rotation: number;
  repeat: readonly [number, number];
  offset: readonly [number, number];
  center: readonly [number, number];
};

const offsetRange = 1080;
/** The car's UVs are in metres; a scale of N repeats the texture N times along this length. */
const repeatLength = 4;

/**
 * The one mapping from `map_details` to a three.js texture transform, used by every viewer: scale
 * 6 gives tiles of 4/6 m on every panel alike, and an offset of 1080 moves a whole tile.
 */
export function textureTransform(details: MapDetails): TextureTransform {
  return {
    rotation: (details.rotation * Math.PI) / 180,
    repeat: [details.repeatX / repeatLength, details.repeatY / repeatLength],
    offset: [details.offSetX / offsetRange, details.offSetY / offsetRange],
    center: [0.5, 0.5],
  };
}

/** What every view of a saved design carries, as the API answers it (library, review queue). */
export type DesignContent = {
  _id: string;
  id: string;
  name: string;
  description: string;
  thumbnail: string;
  images: string[];
  glbState: GlbStateEntry[];
  createdAt: number;
};
