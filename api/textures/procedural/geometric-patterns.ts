import { blend, type Canvas, type Pattern, putRamp, putRgb, smoothstep } from './canvas.ts';
import type { Rgb } from './palette.ts';
import { fractalNoise, sample } from './periodic-noise.ts';

const tau = Math.PI * 2;

/** Glazed tiles with a rosette in each and quarter circles meeting at the corners, Talavera-like. */
const rosetteTiles: Pattern = (canvas) => {
  const { size, random, palette } = canvas;
  // Four tiles across: every tile is the same, so one is drawn and copied (a quarter of the work
  // for a sixteenth of the trigonometry); the glaze varies over the whole sheet.
  const tiles = 4;
  const cell = size / tiles;
  const petals = [6, 8, 12][Math.floor(random() * 3)]!;
  const ring = 0.72 + random() * 0.12;
  const glaze = fractalNoise(128, 8, 2, random);
  const [ink, accent, second, ground] = [palette[0]!, palette[1]!, palette[2]!, palette[palette.length - 1]!];
  const motif = new Uint8Array(cell * cell);
  for (let y = 0; y < cell; y++) {
    for (let x = 0; x < cell; x++) {
      const lx = ((x + 0.5) / cell) * 2 - 1;
      const ly = ((y + 0.5) / cell) * 2 - 1;
      const r = Math.hypot(lx, ly);
      const petal = 0.42 + 0.22 * Math.cos(petals * Math.atan2(ly, lx));
      const corner = Math.hypot(1 - Math.abs(lx), 1 - Math.abs(ly));
      let colour = 3;
      if (r < petal) colour = r < 0.16 ? 2 : 1;
      if (Math.abs(r - ring) < 0.045) colour = 0;
      if (corner < 0.42) colour = corner < 0.3 ? 1 : 2;
      if (Math.abs(corner - 0.5) < 0.03) colour = 0;
      if (Math.max(Math.abs(lx), Math.abs(ly)) > 0.985) colour += 4;
      motif[y * cell + x] = colour;
    }
  }
  const colours: Rgb[] = [ink, accent, second, ground];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const code = motif[(y % cell) * cell + (x % cell)]!;
      const colour = colours[code & 3]!;
      const shade = (0.9 + 0.12 * sample(glaze, x / size, y / size)) * (code > 3 ? 0.75 : 1);
      putRgb(canvas, y * size + x, colour[0] * shade, colour[1] * shade, colour[2] * shade);
    }
  }
};

/** Tumbling blocks: a hexagonal lattice of cubes with a lit top and two shaded sides. */
const isometricCubes: Pattern = (canvas) => {
  const { size, random } = canvas;
  const across = 6 + Math.floor(random() * 4);
  const rows = 2 * Math.max(1, Math.round(across / Math.sqrt(3)));
  const rowHeight = 1 / rows;
  const width = 1 / across;
  const hues = Array.from({ length: across * rows }, () => 0.25 + random() * 0.6);
  const faceShade = [1.15, 0.8, 0.55];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const u = (x + 0.5) / size;
      const v = (y + 0.5) / size;
      let best = Number.POSITIVE_INFINITY;
      let dx = 0;
      let dy = 0;
      let cell = 0;
      const row = Math.floor(v / rowHeight);
      for (let r = row - 1; r <= row + 1; r++) {
        const shift = (((r % 2) + 2) % 2) * 0.5;
        const column = Math.floor(u / width - shift);
        for (let c = column - 1; c <= column + 1; c++) {
          const cx = (c + shift + 0.5) * width;
          const cy = (r + 0.5) * rowHeight;
          const ex = (u - cx) / width;
          const ey = ((v - cy) / rowHeight) * (Math.sqrt(3) / 2);
          const d = ex * ex + ey * ey;
          if (d < best) {
            best = d;
            dx = ex;
            dy = ey;
            cell = (((r % rows) + rows) % rows) * across + (((c % across) + across) % across);
          }
        }
      }
      const angle = (Math.atan2(-dy, dx) * 180) / Math.PI;
      const face = angle > 30 && angle <= 150 ? 0 : angle > 150 || angle <= -90 ? 1 : 2;
      putRamp(canvas, y * size + x, hues[cell]!, faceShade[face]);
    }
  }
};

/** Bold cel-shaded waves with ink outlines. */
const celWaves: Pattern = (canvas) => {
  const { size, random, palette } = canvas;
  const wobble = fractalNoise(128, 2, 2, random);
  const frequency = 3 + Math.floor(random() * 3);
  const steps = palette.length;
  const ink = [20, 18, 30] as const;
  for (let y = 0; y < size; y++) {
    const v = y / size;
    for (let x = 0; x < size; x++) {
      const u = x / size;
      const phase = frequency * (u + v) + 0.35 * Math.sin(tau * (2 * u)) + 0.8 * sample(wobble, u, v);
      const t = phase - Math.floor(phase);
      const band = Math.floor(t * steps);
      const edge = Math.min(t * steps - band, 1 - (t * steps - band));
      const index = y * size + x;
      putRamp(canvas, index, band / (steps - 1), 1);
      blend(canvas, index, ink, 1 - smoothstep(0.02, 0.06, edge));
    }
  }
};

/** Glowing neon curves and a faint grid on a near-black ground. */
const neonLines: Pattern = (canvas) => {
  const { size, random, palette } = canvas;
  const lines = Array.from({ length: 6 }, (_, i) => ({
    base: (i + random() * 0.5) / 6,
    amplitude: 0.03 + random() * 0.06,
    waves: 1 + Math.floor(random() * 3),
    phase: random() * tau,
    colour: palette[1 + (i % (palette.length - 1))]!,
  }));
  const grid = 16;
  // The glow depends only on the distance to each curve: look it up per pixel of distance.
  const glowAt = Float32Array.from(
    { length: size },
    (_, d) => Math.exp(-((d / 3) * (d / 3))) + 0.5 * Math.exp(-d / 18),
  );
  const centres = new Float32Array(size * lines.length);
  for (let x = 0; x < size; x++) {
    for (const [k, line] of lines.entries()) {
      centres[x * lines.length + k] =
        (line.base + line.amplitude * Math.sin(tau * line.waves * (x / size) + line.phase)) * size;
    }
  }
  for (let y = 0; y < size; y++) {
    const gv = Math.abs((((y / size) * grid) % 1) - 0.5);
    for (let x = 0; x < size; x++) {
      const gu = Math.abs((((x / size) * grid) % 1) - 0.5);
      const gridGlow = smoothstep(0.44, 0.5, Math.max(gu, gv)) * 0.35;
      let r = 10 + 40 * gridGlow;
      let g = 8 + 10 * gridGlow;
      let b = 22 + 70 * gridGlow;
      for (let k = 0; k < lines.length; k++) {
        const line = lines[k]!;
        let d = Math.abs(y - centres[x * lines.length + k]!) % size;
        if (d > size / 2) d = size - d;
        const glow = glowAt[Math.round(d)]!;
        r += line.colour[0] * glow;
        g += line.colour[1] * glow;
        b += line.colour[2] * glow;
      }
      putRgb(canvas, y * size + x, r, g, b);
    }
  }
};

export const geometricPatterns = {
  tileTexture: rosetteTiles,
  isometric: isometricCubes,
  anime: celWaves,
  neonPunk: neonLines,
} satisfies Record<string, (canvas: Canvas) => void>;
