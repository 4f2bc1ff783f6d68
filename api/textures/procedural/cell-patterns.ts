import { blend, type Canvas, clamp01, fillTriangle, type Pattern, putRamp, rampAt, smoothstep } from './canvas.ts';
import type { Rgb } from './palette.ts';
import { fractalNoise, jitteredPoints, nearestTwo, sample } from './periodic-noise.ts';

type CellOptions = {
  readonly cells: number;
  readonly jitter: number;
  /** Paints one pixel from its distances to the nearest two seeds and the nearest seed's colour (0..1). */
  readonly paint: (
    canvas: Canvas,
    index: number,
    near: number,
    far: number,
    tone: number,
    x: number,
    y: number,
  ) => void;
};

function cellular(options: CellOptions): Pattern {
  return (canvas) => {
    const { size, random } = canvas;
    const points = jitteredPoints(options.cells, options.jitter, random);
    const tones = Float32Array.from({ length: options.cells * options.cells }, random);
    const out = new Float64Array(3);
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        nearestTwo(points, options.cells, (x + 0.5) / size, (y + 0.5) / size, out);
        options.paint(canvas, y * size + x, out[0]!, out[1]!, tones[out[2]!]!, x, y);
      }
    }
  };
}

const ink: Rgb = [18, 16, 24];

/** Comic panels: flat cells, thick ink borders and halftone dots that grow towards each cell's edge. */
const comic = cellular({
  cells: 6,
  jitter: 0.9,
  paint(canvas, index, near, far, tone, x, y) {
    const level = Math.floor(tone * 4) / 3;
    putRamp(canvas, index, 0.15 + 0.85 * level);
    const dots = 96;
    const dx = (((x / canvas.size) * dots) % 1) - 0.5;
    const dy = (((y / canvas.size) * dots) % 1) - 0.5;
    const radius = 0.18 + 0.3 * smoothstep(0.1, 0.9, near);
    if (Math.hypot(dx, dy) < radius) blend(canvas, index, ink, 0.45);
    blend(canvas, index, ink, 1 - smoothstep(0.05, 0.09, far - near));
  },
});

/** Soft clay blobs pressed together, each lit from the top left. */
const clay = cellular({
  cells: 7,
  jitter: 1,
  paint(canvas, index, near, far, tone) {
    const crease = smoothstep(0, 0.25, far - near);
    const dome = Math.sqrt(clamp01(1 - near * near));
    putRamp(canvas, index, 0.2 + 0.7 * tone, (0.55 + 0.55 * dome) * (0.45 + 0.55 * crease));
  },
});

/** Rounded scales like a moulded 3D surface, with a bright rim light. */
const scales = cellular({
  cells: 10,
  jitter: 0.35,
  paint(canvas, index, near, far, tone) {
    const bevel = smoothstep(0, 0.35, far - near);
    const height = 1 - near;
    putRamp(canvas, index, 0.35 + 0.45 * tone * 0.5 + 0.3 * height, 0.35 + 0.85 * bevel * height + 0.15);
  },
});

/** Faceted terrain: a jittered grid of triangles shaded as if lit from one side. */
const lowPoly: Pattern = (canvas) => {
  const { random } = canvas;
  const n = 10;
  const heights = fractalNoise(64, 2, 3, random);
  const corner = (i: number, j: number) => {
    const wrapped = ((j % n) + n) % n;
    const column = ((i % n) + n) % n;
    const hash = (a: number, b: number) => {
      const s = Math.sin(column * a + wrapped * b) * 43758.5453;
      return (s - Math.floor(s) - 0.5) * 0.7;
    };
    return [(i + 0.5 + hash(12.9898, 78.233)) / n, (j + 0.5 + hash(39.346, 11.135)) / n];
  };
  const light = [-0.5, -0.6, 0.62];
  for (let j = 0; j < n; j++) {
    for (let i = 0; i < n; i++) {
      const [a, b, c, d] = [corner(i, j), corner(i + 1, j), corner(i, j + 1), corner(i + 1, j + 1)];
      for (const triangle of [
        [a!, b!, d!],
        [a!, d!, c!],
      ]) {
        const h = triangle.map(([u, v]) => sample(heights, u!, v!) * 0.25);
        const e1 = [triangle[1]![0]! - triangle[0]![0]!, triangle[1]![1]! - triangle[0]![1]!, h[1]! - h[0]!];
        const e2 = [triangle[2]![0]! - triangle[0]![0]!, triangle[2]![1]! - triangle[0]![1]!, h[2]! - h[0]!];
        const normal = [
          e1[1]! * e2[2]! - e1[2]! * e2[1]!,
          e1[2]! * e2[0]! - e1[0]! * e2[2]!,
          e1[0]! * e2[1]! - e1[1]! * e2[0]!,
        ];
        const length = Math.hypot(...normal) || 1;
        const lit = Math.abs(normal[0]! * light[0]! + normal[1]! * light[1]! + normal[2]! * light[2]!) / length;
        const base = rampAt(canvas, (h[0]! + h[1]! + h[2]!) / 0.75);
        const shade = 0.5 + 0.7 * lit;
        fillTriangle(canvas, triangle.flat(), [base[0] * shade, base[1] * shade, base[2] * shade]);
      }
    }
  }
};

/** Folded paper: chevron pleats whose two faces catch light and shadow. */
const origami: Pattern = (canvas) => {
  const { random } = canvas;
  const n = 6 + 2 * Math.floor(random() * 2);
  for (let j = 0; j < n; j++) {
    const tone = rampAt(canvas, 0.2 + ((j * 0.37 + random() * 0.2) % 0.8));
    for (let i = 0; i < n; i++) {
      const [x0, x1, y0, y1] = [i / n, (i + 1) / n, j / n, (j + 1) / n];
      const up = (i + j) % 2 === 0;
      const left = up ? [x0, y0, x1, y1, x0, y1] : [x0, y1, x1, y0, x0, y0];
      const right = up ? [x0, y0, x1, y0, x1, y1] : [x0, y1, x1, y1, x1, y0];
      const shade = (k: number) => [tone[0] * k, tone[1] * k, tone[2] * k] as const;
      fillTriangle(canvas, left, shade(up ? 1.12 : 0.78));
      fillTriangle(canvas, right, shade(up ? 0.86 : 1.05));
    }
  }
};

const bayer = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5];

/** Chunky pixels: noise on a coarse grid, dithered down to the palette's four colours. */
const pixelArt: Pattern = (canvas) => {
  const { size, random, palette } = canvas;
  const grid = 32;
  const field = fractalNoise(64, 3, 3, random);
  const pixel = size / grid;
  for (let y = 0; y < size; y++) {
    const gy = Math.floor(y / pixel);
    for (let x = 0; x < size; x++) {
      const gx = Math.floor(x / pixel);
      const value = sample(field, (gx + 0.5) / grid, (gy + 0.5) / grid);
      const threshold = (bayer[(gy % 4) * 4 + (gx % 4)]! + 0.5) / 16 - 0.5;
      const level = clamp01(value + threshold / (palette.length - 1));
      const colour = palette[Math.min(palette.length - 1, Math.floor(level * palette.length))]!;
      const p = (y * size + x) * 3;
      canvas.pixels[p] = colour[0];
      canvas.pixels[p + 1] = colour[1];
      canvas.pixels[p + 2] = colour[2];
    }
  }
};

export const cellPatterns = {
  comicBook: comic,
  modelingCompound: clay,
  threeDModel: scales,
  lowPoly,
  origami,
  pixelArt,
} satisfies Record<string, Pattern>;
