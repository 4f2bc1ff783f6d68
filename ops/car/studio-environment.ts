import studioHdri from '@pmndrs/assets/hdri/studio.exr.js';
import { FloatType } from 'three';
import { EXRLoader } from 'three/examples/jsm/loaders/EXRLoader.js';
import {
  levelSize,
  studioEnvironment,
  texelDirection,
} from '../../client/src/components/design-viewer/studio-environment-format.ts';

type Equirect = { width: number; height: number; data: Float32Array };

function decodeStudioHdri(): Equirect {
  const bytes = Buffer.from(studioHdri.slice(studioHdri.indexOf(',') + 1), 'base64');
  const image = new EXRLoader()
    .setDataType(FloatType)
    .parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
  return { width: image.width!, height: image.height!, data: image.data as Float32Array };
}

function downsample(source: Equirect, factor: number): Equirect {
  const width = source.width / factor;
  const height = source.height / factor;
  const data = new Float32Array(width * height * 4);
  for (let y = 0; y < source.height; y++) {
    for (let x = 0; x < source.width; x++) {
      const to = (Math.floor(y / factor) * width + Math.floor(x / factor)) * 4;
      const from = (y * source.width + x) * 4;
      for (let c = 0; c < 3; c++) data[to + c]! += source.data[from + c]! / (factor * factor);
    }
  }
  return { width, height, data };
}

/** three.js's equirectangular lookup (equirectUv), bilinear, wrapping round the horizon. */
function sample(map: Equirect, d: readonly number[], out: number[]): void {
  const u = Math.atan2(d[2]!, d[0]!) / (2 * Math.PI) + 0.5;
  const v = Math.asin(Math.max(-1, Math.min(1, d[1]!))) / Math.PI + 0.5;
  const x = u * map.width - 0.5;
  const y = Math.min(map.height - 1, Math.max(0, v * map.height - 0.5));
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  out[0] = out[1] = out[2] = 0;
  for (const [dx, dy, w] of [
    [0, 0, (1 - fx) * (1 - fy)],
    [1, 0, fx * (1 - fy)],
    [0, 1, (1 - fx) * fy],
    [1, 1, fx * fy],
  ] as const) {
    const px = (((x0 + dx) % map.width) + map.width) % map.width;
    const py = Math.min(map.height - 1, y0 + dy);
    const i = (py * map.width + px) * 4;
    for (let c = 0; c < 3; c++) out[c]! += map.data[i + c]! * w;
  }
}

/** The source texels as directions with their solid angles, for the rough levels' integration. */
function texelsOf(map: Equirect) {
  const texels: { d: [number, number, number]; weight: number; i: number }[] = [];
  for (let y = 0; y < map.height; y++) {
    const latitude = ((y + 0.5) / map.height - 0.5) * Math.PI;
    const solidAngle = ((2 * Math.PI) / map.width) * (Math.PI / map.height) * Math.cos(latitude);
    for (let x = 0; x < map.width; x++) {
      const angle = ((x + 0.5) / map.width - 0.5) * 2 * Math.PI;
      const d: [number, number, number] = [
        Math.cos(latitude) * Math.cos(angle),
        Math.sin(latitude),
        Math.cos(latitude) * Math.sin(angle),
      ];
      texels.push({ d, weight: solidAngle, i: (y * map.width + x) * 4 });
    }
  }
  return texels;
}

/** GGX-weighted average round N with V = N (the split-sum prefilter three.js's PMREM computes). */
function integrate(
  map: Equirect,
  texels: ReturnType<typeof texelsOf>,
  n: readonly number[],
  roughness: number,
  out: number[],
) {
  const alpha2 = roughness ** 4;
  let total = 0;
  out[0] = out[1] = out[2] = 0;
  for (const { d, weight, i } of texels) {
    const nl = n[0]! * d[0] + n[1]! * d[1] + n[2]! * d[2];
    if (nl <= 0) continue;
    const nh2 = (1 + nl) / 2;
    const denominator = nh2 * (alpha2 - 1) + 1;
    const w = (alpha2 / (denominator * denominator)) * nl * weight;
    total += w;
    for (let c = 0; c < 3; c++) out[c]! += map.data[i + c]! * w;
  }
  for (let c = 0; c < 3; c++) out[c]! /= total;
}

function rgbe(rgb: readonly number[], bytes: Uint8Array, at: number) {
  const max = Math.max(rgb[0]!, rgb[1]!, rgb[2]!);
  if (max < 1e-32) return bytes.fill(0, at, at + 4);
  const exponent = Math.ceil(Math.log2(max) + 1e-9);
  const scale = 256 / 2 ** exponent;
  for (let c = 0; c < 3; c++) bytes[at + c] = Math.min(255, Math.floor(rgb[c]! * scale));
  bytes[at + 3] = exponent + 128;
}

/** Every level's six faces, RGBE-packed, in upload order. */
export function buildStudioEnvironment(): Uint8Array {
  const full = decodeStudioHdri();
  const medium = downsample(full, 4);
  const coarse = downsample(full, 8);
  const maxLevel = studioEnvironment.levels - 1;
  const texelCount = Array.from({ length: studioEnvironment.levels }, (_, l) => 6 * levelSize(l) ** 2).reduce(
    (a, b) => a + b,
  );
  const bytes = new Uint8Array(texelCount * 4);
  const colour = [0, 0, 0];
  let at = 0;
  for (let level = 0; level <= maxLevel; level++) {
    const size = levelSize(level);
    const roughness = 1 - Math.sqrt(1 - level / maxLevel);
    const source = level <= 1 ? null : level === 2 ? medium : coarse;
    const texels = source ? texelsOf(source) : [];
    for (let face = 0; face < 6; face++) {
      for (let j = 0; j < size; j++) {
        for (let i = 0; i < size; i++) {
          const d = texelDirection(face, ((i + 0.5) / size) * 2 - 1, ((j + 0.5) / size) * 2 - 1);
          const length = Math.hypot(...d);
          const n = [d[0] / length, d[1] / length, d[2] / length];
          if (source) integrate(source, texels, n, roughness, colour);
          else sample(full, n, colour);
          rgbe(colour, bytes, at);
          at += 4;
        }
      }
    }
  }
  return bytes;
}
