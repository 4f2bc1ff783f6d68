import {
  atHalfSize,
  blend,
  type Canvas,
  clamp01,
  grain,
  type Pattern,
  putRamp,
  putRgb,
  rampAt,
  smoothstep,
} from './canvas.ts';
import type { Rgb } from './palette.ts';
import { type Field, fractalNoise, sample } from './periodic-noise.ts';

const tau = Math.PI * 2;

type FlowOptions = {
  /** Cells of the base noise across the tile: larger is busier. */
  readonly period: number;
  /** How far the noise bends itself (domain warping): 0 is plain clouds, 0.4 is swirling. */
  readonly warp: number;
  /** Colour bands per tile following the warped flow (0: none). */
  readonly bands: number;
  readonly contrast: number;
  readonly grain: number;
  /** Warm light leaking over the picture, drawn in the same pass. */
  readonly leak?: { readonly colour: Rgb; readonly from: number; readonly to: number; readonly opacity: number };
};

/** Clouds, marble, smoke: noise that bends itself, coloured through the palette. */
function flow(options: FlowOptions): Pattern {
  return (canvas) => {
    const { size, random } = canvas;
    const base = fractalNoise(256, options.period, 5, random);
    const warpX = fractalNoise(128, 2, 3, random);
    const warpY = fractalNoise(128, 2, 3, random);
    const { leak } = options;
    const leakField = leak && fractalNoise(64, 2, 2, random);
    for (let y = 0; y < size; y++) {
      const v = y / size;
      for (let x = 0; x < size; x++) {
        const u = x / size;
        const wu = u + options.warp * (sample(warpX, u, v) - 0.5);
        const wv = v + options.warp * (sample(warpY, u, v) - 0.5);
        let t = sample(base, wu, wv);
        if (options.bands > 0) t = 0.5 + 0.5 * Math.sin(tau * (options.bands * wu + 3 * t));
        putRamp(canvas, y * size + x, clamp01(0.5 + (t - 0.5) * options.contrast));
        if (!leakField) continue;
        const glow = smoothstep(leak.from, leak.to, sample(leakField, u, v));
        if (glow > 0) blend(canvas, y * size + x, leak.colour, glow * leak.opacity);
      }
    }
    if (options.grain > 0) grain(canvas, options.grain);
  };
}

/** Polished stone: a pale ground with thin dark veins along the warped flow. */
const marble: Pattern = (canvas) => {
  const { size, random } = canvas;
  const base = fractalNoise(256, 3, 5, random);
  const detail = fractalNoise(256, 8, 3, random);
  for (let y = 0; y < size; y++) {
    const v = y / size;
    for (let x = 0; x < size; x++) {
      const u = x / size;
      const n = sample(base, u, v);
      const vein = Math.abs(Math.sin(tau * (2 * u + v + 2.2 * n)));
      const ground = 0.72 + 0.25 * sample(detail, u, v);
      putRamp(canvas, y * size + x, ground * smoothstep(0, 0.18, vein) + 0.08);
    }
  }
};

/** A night sky: a warped nebula with scattered stars. */
const nebula: Pattern = (canvas) => {
  flow({ period: 3, warp: 0.5, bands: 0, contrast: 1.6, grain: 0 })(canvas);
  const { size, random } = canvas;
  const white = [255, 250, 235] as const;
  for (let star = 0; star < 900; star++) {
    const cx = random() * size;
    const cy = random() * size;
    const radius = random() < 0.05 ? 2.5 : 1.1;
    for (let dy = -3; dy <= 3; dy++) {
      for (let dx = -3; dx <= 3; dx++) {
        const px = (Math.floor(cx) + dx + size) % size;
        const py = (Math.floor(cy) + dy + size) % size;
        const d = Math.hypot(dx, dy) / radius;
        if (d < 1.6) blend(canvas, py * size + px, white, clamp01(1.2 - d));
      }
    }
  }
};

/**
 * Warm light leaks over soft gradients with heavy grain, like expired film. The gradients and
 * leaks hold no fine detail, so they are drawn at half size; the grain is added at full size.
 */
const filmStock: Pattern = (canvas) => {
  atHalfSize(
    flow({
      period: 1,
      warp: 0.3,
      bands: 0,
      contrast: 1.2,
      grain: 0,
      leak: { colour: [255, 170, 90], from: 0.55, to: 0.95, opacity: 0.55 },
    }),
  )(canvas);
  grain(canvas, 0.06, 2);
};

/** Topographic contour lines on pale paper, tinted softly between the lines. */
const contours: Pattern = (canvas) => {
  const { size, random, palette } = canvas;
  const height = fractalNoise(256, 3, 4, random);
  const levels = 14;
  const ink = palette[0]!;
  const paper = [248, 245, 238];
  const tints = [0, 1, 2, 3, 4].map((k) => {
    const tint = rampAt(canvas, k / 4);
    return paper.map((c, i) => c * 0.78 + tint[i]! * 0.22);
  });
  // The slope decides how wide a value band a line of even width covers: read it from the field.
  const slope: Field = { size: height.size, data: new Float32Array(height.data.length) };
  for (let y = 0; y < height.size; y++) {
    for (let x = 0; x < height.size; x++) {
      const at = (dx: number, dy: number) =>
        height.data[((y + dy + height.size) % height.size) * height.size + ((x + dx + height.size) % height.size)]!;
      slope.data[y * height.size + x] =
        (Math.hypot(at(1, 0) - at(-1, 0), at(0, 1) - at(0, -1)) / 2) * (height.size / size);
    }
  }
  for (let y = 0; y < size; y++) {
    const v = y / size;
    for (let x = 0; x < size; x++) {
      const u = x / size;
      const h = sample(height, u, v);
      const gradient = sample(slope, u, v) * levels;
      const distance = Math.abs(((h * levels) % 1) - 0.5) * 2;
      const alpha = smoothstep(0.9 - gradient * 1.5, 1 - gradient * 0.5, distance);
      const tint = tints[Math.floor(h * 4.999)]!;
      putRgb(
        canvas,
        y * size + x,
        tint[0]! * (1 - alpha) + ink[0] * alpha,
        tint[1]! * (1 - alpha) + ink[1] * alpha,
        tint[2]! * (1 - alpha) + ink[2] * alpha,
      );
    }
  }
};

export const organicPatterns = {
  digitalArt: flow({ period: 2, warp: 0.45, bands: 3, contrast: 1.1, grain: 0 }),
  cinematic: flow({ period: 2, warp: 0.25, bands: 0, contrast: 1.8, grain: 0 }),
  photographic: flow({ period: 6, warp: 0.15, bands: 0, contrast: 1.4, grain: 0.03 }),
  enhance: marble,
  fantasyArt: nebula,
  analogFilm: filmStock,
  lineArt: contours,
} satisfies Record<string, (canvas: Canvas) => void>;
