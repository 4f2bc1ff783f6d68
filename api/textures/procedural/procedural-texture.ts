import type { TextureStyle } from '../../../events/schemas/library.ts';
import type { Canvas, Pattern } from './canvas.ts';
import { cellPatterns } from './cell-patterns.ts';
import { geometricPatterns } from './geometric-patterns.ts';
import { organicPatterns } from './organic-patterns.ts';
import { byLightness, foldText, paletteFor, ramp } from './palette.ts';
import { seededRandom, seedOf } from './periodic-noise.ts';

export const textureSize = 1024;

const patternOf: Record<TextureStyle, Pattern> = {
  'tile-texture': geometricPatterns.tileTexture,
  '3d-model': cellPatterns.threeDModel,
  'analog-film': organicPatterns.analogFilm,
  anime: geometricPatterns.anime,
  cinematic: organicPatterns.cinematic,
  'comic-book': cellPatterns.comicBook,
  'digital-art': organicPatterns.digitalArt,
  enhance: organicPatterns.enhance,
  'fantasy-art': organicPatterns.fantasyArt,
  isometric: geometricPatterns.isometric,
  'line-art': organicPatterns.lineArt,
  'low-poly': cellPatterns.lowPoly,
  'modeling-compound': cellPatterns.modelingCompound,
  'neon-punk': geometricPatterns.neonPunk,
  origami: cellPatterns.origami,
  photographic: organicPatterns.photographic,
  'pixel-art': cellPatterns.pixelArt,
};

/**
 * A seamless square of RGB pixels: the style picks the pattern, the prompt its colours and its
 * dice. The same prompt (ignoring case, accents and spacing) and style always give the same pixels.
 */
export function renderTexture(prompt: string, style: TextureStyle, size = textureSize): Uint8Array {
  const key = `${style}\n${foldText(prompt).split(/\s+/).filter(Boolean).join(' ')}`;
  const random = seededRandom(seedOf(key));
  const palette = byLightness(paletteFor(prompt, random));
  const canvas: Canvas = { size, pixels: new Uint8Array(size * size * 3), palette, ramp: ramp(palette), random };
  patternOf[style](canvas);
  return canvas.pixels;
}
