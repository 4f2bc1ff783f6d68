// Everything here lives on a torus: coordinates are in tile units and wrap at 1, so whatever is
// built from these fields repeats without a seam when the texture is tiled.

/** A small, fast, seeded generator (mulberry32): the same prompt and style give the same texture. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: a 32-bit seed from text. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** A square grid of values that wraps, read anywhere with bilinear interpolation. */
export type Field = { readonly size: number; readonly data: Float32Array };

export const wrap = (x: number) => x - Math.floor(x);

export function sample(field: Field, u: number, v: number): number {
  const { size, data } = field;
  const x = wrap(u) * size;
  const y = wrap(v) * size;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const x1 = (x0 + 1) % size;
  const y1 = (y0 + 1) % size;
  const top = data[y0 * size + x0]! * (1 - fx) + data[y0 * size + x1]! * fx;
  const bottom = data[y1 * size + x0]! * (1 - fx) + data[y1 * size + x1]! * fx;
  return top * (1 - fy) + bottom * fy;
}

const smooth = (t: number) => t * t * t * (t * (t * 6 - 15) + 10);

/** Fractal value noise with `octaves` layers, the first with `period` cells across the tile, scaled to 0..1. */
export function fractalNoise(size: number, period: number, octaves: number, random: () => number): Field {
  const data = new Float32Array(size * size);
  let amplitude = 1;
  for (let octave = 0, cells = period; octave < octaves; octave++, cells *= 2, amplitude *= 0.5) {
    const lattice = Float32Array.from({ length: cells * cells }, random);
    for (let y = 0; y < size; y++) {
      const gy = (y / size) * cells;
      const y0 = Math.floor(gy);
      const sy = smooth(gy - y0);
      const row0 = y0 * cells;
      const row1 = ((y0 + 1) % cells) * cells;
      for (let x = 0; x < size; x++) {
        const gx = (x / size) * cells;
        const x0 = Math.floor(gx);
        const sx = smooth(gx - x0);
        const x1 = (x0 + 1) % cells;
        const top = lattice[row0 + x0]! + (lattice[row0 + x1]! - lattice[row0 + x0]!) * sx;
        const bottom = lattice[row1 + x0]! + (lattice[row1 + x1]! - lattice[row1 + x0]!) * sx;
        data[y * size + x]! += amplitude * (top + (bottom - top) * sy);
      }
    }
  }
  return normalise({ size, data });
}

function normalise(field: Field): Field {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const value of field.data) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  const span = max - min || 1;
  for (let i = 0; i < field.data.length; i++) field.data[i] = (field.data[i]! - min) / span;
  return field;
}

/**
 * Seed points for cellular patterns, `count` per side on a jittered grid so cells stay even in size.
 * The grid is stored with a one-cell border of wrapped copies (shifted by ±1), so a search never
 * needs to wrap: row and column k of the padded grid hold grid cell k - 1.
 */
export function jitteredPoints(count: number, jitter: number, random: () => number): Float32Array {
  const base = new Float32Array(count * count * 2);
  for (let j = 0; j < count; j++) {
    for (let i = 0; i < count; i++) {
      const k = (j * count + i) * 2;
      base[k] = (i + 0.5 + (random() - 0.5) * jitter) / count;
      base[k + 1] = (j + 0.5 + (random() - 0.5) * jitter) / count;
    }
  }
  const side = count + 2;
  const padded = new Float32Array(side * side * 3);
  for (let pj = 0; pj < side; pj++) {
    for (let pi = 0; pi < side; pi++) {
      const i = (pi - 1 + count) % count;
      const j = (pj - 1 + count) % count;
      const k = (pj * side + pi) * 3;
      padded[k] = base[(j * count + i) * 2]! + Math.floor((pi - 1) / count);
      padded[k + 1] = base[(j * count + i) * 2 + 1]! + Math.floor((pj - 1) / count);
      padded[k + 2] = j * count + i;
    }
  }
  return padded;
}

/**
 * Nearest and second-nearest seed for a point in [0, 1)², in cell units, and the nearest seed's
 * id, searching the 3×3 cells around it in the padded grid of `jitteredPoints`.
 */
export function nearestTwo(points: Float32Array, count: number, u: number, v: number, out: Float64Array): void {
  const side = count + 2;
  const ci = Math.floor(u * count) + 1;
  const cj = Math.floor(v * count) + 1;
  let d1 = Number.POSITIVE_INFINITY;
  let d2 = Number.POSITIVE_INFINITY;
  let id = 0;
  for (let j = cj - 1; j <= cj + 1; j++) {
    for (let k = (j * side + ci - 1) * 3, end = k + 9; k < end; k += 3) {
      const dx = points[k]! - u;
      const dy = points[k + 1]! - v;
      const d = dx * dx + dy * dy;
      if (d < d1) {
        d2 = d1;
        d1 = d;
        id = points[k + 2]!;
      } else if (d < d2) d2 = d;
    }
  }
  out[0] = Math.sqrt(d1) * count;
  out[1] = Math.sqrt(d2) * count;
  out[2] = id;
}
