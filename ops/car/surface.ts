export type Vec3 = [number, number, number];

/**
 * A parametric skin of the car: `s` runs along the car, `u` round the cross-section from its lower
 * edge (0) to the top centre line (1), on the car's left half (x ≥ 0); the right half is its mirror.
 * `creases` are the u values where the skin folds: normals are not averaged across them.
 */
export type Surface = {
  point(s: number, u: number): Vec3;
  sRange: readonly [number, number];
  creases: readonly number[];
};

const step = 1e-4;

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const length = (a: Vec3) => Math.hypot(a[0], a[1], a[2]);

/** The u interval between creases that holds the open cell starting or ending at u. */
export function bandOf(surface: Surface, uMid: number): readonly [number, number] {
  const edges = [0, ...surface.creases, 1];
  for (let i = 0; i < edges.length - 1; i++)
    if (uMid >= edges[i]! && uMid <= edges[i + 1]!) return [edges[i]!, edges[i + 1]!];
  return [0, 1];
}

/** Outward unit normal of the left half; one-sided differences at a crease keep the fold crisp. */
export function normalAt(surface: Surface, s: number, u: number, band: readonly [number, number]): Vec3 {
  const [s0, s1] = surface.sRange;
  for (const nudge of [0, 2e-3, -2e-3, 1e-2, -1e-2]) {
    const sc = Math.min(s1, Math.max(s0, s + nudge));
    const sa = Math.max(s0, sc - step);
    const sb = Math.min(s1, sc + step);
    const ua = Math.max(band[0], u - step);
    const ub = Math.min(band[1], u + step);
    const alongS = sub(surface.point(sb, u), surface.point(sa, u));
    const alongU = sub(surface.point(sc, ub), surface.point(sc, ua));
    const n = cross(alongU, alongS);
    const size = length(n);
    if (size > 1e-14) return [n[0] / size, n[1] / size, n[2] / size];
  }
  return [1, 0, 0];
}

/** Arc lengths in metres along both parameters, so textures keep one scale over the whole car. */
export class ArcLengths {
  private readonly alongS = new Map<number, Float64Array>();
  private readonly fromTop = new Map<string, number>();
  private readonly sSamples: number;
  private readonly surface: Surface;

  constructor(surface: Surface) {
    this.surface = surface;
    const [s0, s1] = surface.sRange;
    this.sSamples = Math.max(8, Math.ceil((s1 - s0) / 0.01));
  }

  /** Distance along s from the surface's first station, at this u. */
  u(s: number, u: number): number {
    const [s0, s1] = this.surface.sRange;
    let table = this.alongS.get(u);
    if (!table) {
      table = new Float64Array(this.sSamples + 1);
      let previous = this.surface.point(s0, u);
      for (let i = 1; i <= this.sSamples; i++) {
        const next = this.surface.point(s0 + ((s1 - s0) * i) / this.sSamples, u);
        table[i] = table[i - 1]! + length(sub(next, previous));
        previous = next;
      }
      this.alongS.set(u, table);
    }
    const position = ((s - s0) / (s1 - s0)) * this.sSamples;
    const i = Math.min(this.sSamples - 1, Math.max(0, Math.floor(position)));
    return table[i]! + (table[i + 1]! - table[i]!) * (position - i);
  }

  /** Distance round the section from the top centre line down to u, at this s. */
  v(s: number, u: number): number {
    const key = `${s}:${u}`;
    const cached = this.fromTop.get(key);
    if (cached !== undefined) return cached;
    const samples = Math.max(4, Math.ceil((1 - u) * 160));
    let total = 0;
    let previous = this.surface.point(s, u);
    for (let i = 1; i <= samples; i++) {
      const next = this.surface.point(s, u + ((1 - u) * i) / samples);
      total += length(sub(next, previous));
      previous = next;
    }
    this.fromTop.set(key, total);
    return total;
  }
}
