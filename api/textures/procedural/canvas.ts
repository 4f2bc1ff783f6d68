import type { Rgb } from './palette.ts';

/** What a pattern paints with: an RGB buffer, the prompt's colours (dark to light) and its dice. */
export type Canvas = {
  readonly size: number;
  readonly pixels: Uint8Array;
  readonly palette: readonly Rgb[];
  /** 256 colours through the palette, dark to light. */
  readonly ramp: Uint8Array;
  readonly random: () => number;
};

export type Pattern = (canvas: Canvas) => void;

/**
 * Runs `pattern` at half the size and scales the result up bilinearly (wrapping, so the tile stays
 * seamless): for soft pictures with no detail finer than two pixels, a quarter of the work.
 */
export function atHalfSize(pattern: Pattern): Pattern {
  return (canvas) => {
    const half = canvas.size / 2;
    const small: Canvas = { ...canvas, size: half, pixels: new Uint8Array(half * half * 3) };
    pattern(small);
    const { size, pixels } = canvas;
    const from = small.pixels;
    for (let y = 0; y < size; y++) {
      // Output pixel centres fall a quarter of a source pixel from the nearest source centre.
      const sy = (y - 1) >> 1;
      const fy = y % 2 === 0 ? 0.75 : 0.25;
      const row0 = ((sy + half) % half) * half;
      const row1 = ((sy + 1) % half) * half;
      for (let x = 0; x < size; x++) {
        const sx = (x - 1) >> 1;
        const fx = x % 2 === 0 ? 0.75 : 0.25;
        const col0 = (sx + half) % half;
        const col1 = (sx + 1) % half;
        const a = (row0 + col0) * 3;
        const b = (row0 + col1) * 3;
        const c = (row1 + col0) * 3;
        const d = (row1 + col1) * 3;
        const out = (y * size + x) * 3;
        for (let k = 0; k < 3; k++) {
          const top = from[a + k]! + (from[b + k]! - from[a + k]!) * fx;
          const bottom = from[c + k]! + (from[d + k]! - from[c + k]!) * fx;
          pixels[out + k] = top + (bottom - top) * fy + 0.5;
        }
      }
    }
  };
}

export const clamp01 = (x: number) => Math.max(0, Math.min(x, 1));
export const smoothstep = (a: number, b: number, x: number) => {
  const t = clamp01((x - a) / (b - a));
  return t * t * (3 - 2 * t);
};

const byte = (x: number) => Math.max(0, Math.min(x, 255));

/** Writes the ramp colour at `t` (0..1), scaled by `shade`, into pixel `index`. */
export function putRamp(canvas: Canvas, index: number, t: number, shade = 1): void {
  const k = Math.round(clamp01(t) * 255) * 3;
  const p = index * 3;
  canvas.pixels[p] = byte(canvas.ramp[k]! * shade);
  canvas.pixels[p + 1] = byte(canvas.ramp[k + 1]! * shade);
  canvas.pixels[p + 2] = byte(canvas.ramp[k + 2]! * shade);
}

export function putRgb(canvas: Canvas, index: number, r: number, g: number, b: number): void {
  const p = index * 3;
  canvas.pixels[p] = byte(r);
  canvas.pixels[p + 1] = byte(g);
  canvas.pixels[p + 2] = byte(b);
}

/** Mixes `colour` over pixel `index` with opacity `alpha`. */
export function blend(canvas: Canvas, index: number, colour: Rgb, alpha: number): void {
  const p = index * 3;
  for (let c = 0; c < 3; c++) canvas.pixels[p + c] = byte(canvas.pixels[p + c]! * (1 - alpha) + colour[c]! * alpha);
}

/**
 * Grain (film, paper, glaze) that is the same on every repeat because it hashes the pixel. With
 * `cell` > 1 one grain covers cell × cell pixels: coarser, and far cheaper to store as PNG, since
 * per-pixel noise is what PNG compresses worst.
 */
export function grain(canvas: Canvas, strength: number, cell = 1): void {
  const { pixels, size } = canvas;
  let seed = Math.floor(canvas.random() * 2 ** 31);
  const next = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return ((seed >>> 16) / 65536 - 0.5) * strength * 255;
  };
  const cells = size / cell;
  const row = new Float32Array(cells);
  for (let y = 0; y < size; y++) {
    if (cell > 1 && y % cell === 0) for (let c = 0; c < cells; c++) row[c] = next();
    for (let x = 0, i = y * size * 3; x < size; x++, i += 3) {
      const n = cell === 1 ? next() : row[(x / cell) | 0]!;
      pixels[i] = byte(pixels[i]! + n);
      pixels[i + 1] = byte(pixels[i + 1]! + n);
      pixels[i + 2] = byte(pixels[i + 2]! + n);
    }
  }
}

/**
 * Fills a triangle given in tile units (it may cross the edge: its wrapped copies are drawn too)
 * with one colour. Pixels belong to a triangle by their centre, so neighbours leave no gaps.
 */
export function fillTriangle(canvas: Canvas, corners: readonly number[], colour: Rgb): void {
  const { size } = canvas;
  for (const ox of [-1, 0, 1]) {
    for (const oy of [-1, 0, 1]) {
      const x = [corners[0]! + ox, corners[2]! + ox, corners[4]! + ox].map((c) => c * size);
      const y = [corners[1]! + oy, corners[3]! + oy, corners[5]! + oy].map((c) => c * size);
      const minX = Math.max(0, Math.floor(Math.min(...x)));
      const maxX = Math.min(size - 1, Math.ceil(Math.max(...x)));
      const minY = Math.max(0, Math.floor(Math.min(...y)));
      const maxY = Math.min(size - 1, Math.ceil(Math.max(...y)));
      if (minX > maxX || minY > maxY) continue;
      const area = (x[1]! - x[0]!) * (y[2]! - y[0]!) - (x[2]! - x[0]!) * (y[1]! - y[0]!);
      if (area === 0) continue;
      for (let py = minY; py <= maxY; py++) {
        for (let px = minX; px <= maxX; px++) {
          const cx = px + 0.5;
          const cy = py + 0.5;
          const w0 = ((x[1]! - cx) * (y[2]! - cy) - (x[2]! - cx) * (y[1]! - cy)) / area;
          const w1 = ((x[2]! - cx) * (y[0]! - cy) - (x[0]! - cx) * (y[2]! - cy)) / area;
          // A hair of tolerance: centres on a shared edge must land in one triangle or the other.
          if (w0 < -1e-9 || w1 < -1e-9 || w0 + w1 > 1 + 1e-9) continue;
          putRgb(canvas, py * size + px, colour[0], colour[1], colour[2]);
        }
      }
    }
  }
}

/** The ramp colour at `t` (0..1). */
export function rampAt(canvas: Canvas, t: number): Rgb {
  const k = Math.round(clamp01(t) * 255) * 3;
  return [canvas.ramp[k]!, canvas.ramp[k + 1]!, canvas.ramp[k + 2]!];
}
