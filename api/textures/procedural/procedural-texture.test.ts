import { describe, expect, it } from 'vitest';
import { type TextureStyle, textureStyles } from '../../../events/schemas/library.ts';
import { renderTexture } from './procedural-texture.ts';

const size = 256;
const render = (prompt: string, style: TextureStyle) => renderTexture(prompt, style, size);

function meanDifference(a: Uint8Array, b: Uint8Array): number {
  let total = 0;
  for (let i = 0; i < a.length; i++) total += Math.abs(a[i]! - b[i]!);
  return total / a.length;
}

function channelMeans(pixels: Uint8Array): [number, number, number] {
  const sums = [0, 0, 0];
  for (let i = 0; i < pixels.length; i++) sums[i % 3]! += pixels[i]!;
  return sums.map((sum) => sum / (pixels.length / 3)) as [number, number, number];
}

// How much neighbouring columns (or rows) differ: across the tile's edge no more than anywhere inside
// (hard-edged patterns have sharp lines inside too, so the largest inner step is the yardstick).
function edgeJump(pixels: Uint8Array, axis: 'x' | 'y') {
  const at = (x: number, y: number, c: number) => pixels[(y * size + x) * 3 + c]!;
  const step = (a: number, b: number) => {
    let total = 0;
    for (let k = 0; k < size; k++) {
      for (let c = 0; c < 3; c++)
        total += axis === 'x' ? Math.abs(at(a, k, c) - at(b, k, c)) : Math.abs(at(k, a, c) - at(k, b, c));
    }
    return total / (size * 3);
  };
  const inside = Array.from({ length: size - 1 }, (_, i) => step(i, i + 1)).sort((a, b) => a - b);
  return { edge: step(size - 1, 0), largest: inside.at(-1)! };
}

describe('procedural textures', () => {
  it('gives the same pixels for the same words and style, whatever the case, accents and spacing', () => {
    expect(render('Olas  AZULES del mar', 'anime')).toEqual(render('olas azules del mar', 'anime'));
    expect(render('Corazón rojo', 'origami')).toEqual(render('corazon  rojo', 'origami'));
  });

  it('gives visibly different textures for different prompts and for different styles', () => {
    const prompt = 'olas azules del mar';
    expect(meanDifference(render(prompt, 'anime'), render('selva verde', 'anime'))).toBeGreaterThan(20);
    const renders = textureStyles.map((style) => render(prompt, style.value));
    for (let i = 0; i < renders.length; i++) {
      for (let j = i + 1; j < renders.length; j++) expect(meanDifference(renders[i]!, renders[j]!)).toBeGreaterThan(10);
    }
  });

  it('takes its colours from Spanish and English colour words', () => {
    const [redR, , redB] = channelMeans(render('llamas rojas', 'digital-art'));
    const [blueR, , blueB] = channelMeans(render('blue waves', 'digital-art'));
    expect(redR).toBeGreaterThan(redB + 40);
    expect(blueB).toBeGreaterThan(blueR + 40);
    const [greenR, greenG] = channelMeans(render('hojas verdes', 'photographic'));
    expect(greenG).toBeGreaterThan(greenR);
  });

  it.each(textureStyles.map((style) => style.value))('tiles without a seam in %s', (style) => {
    const pixels = render('atardecer naranja y morado', style);
    for (const axis of ['x', 'y'] as const) {
      const { edge, largest } = edgeJump(pixels, axis);
      expect(edge).toBeLessThanOrEqual(largest + 1);
    }
  });

  it('fills every pixel with colour rather than leaving black gaps', () => {
    const pixels = render('papel rosa', 'origami');
    let black = 0;
    for (let i = 0; i < pixels.length; i += 3) if (pixels[i]! + pixels[i + 1]! + pixels[i + 2]! === 0) black++;
    expect(black).toBe(0);
  });
});
