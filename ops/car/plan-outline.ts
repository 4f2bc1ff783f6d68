import { sedan } from './sedan-dimensions.ts';

export type PlanPoint = { z: number; k: number };

const nominalHalfWidth = 0.89;
const samples = 400;

function superellipseQuarter(depth: number, exponent: number, centreZ: number, towardsFront: boolean): PlanPoint[] {
  return Array.from({ length: samples + 1 }, (_, i) => {
    const theta = (i / samples) * (Math.PI / 2);
    const k = Math.cos(theta) ** (2 / exponent);
    const along = depth * Math.sin(theta) ** (2 / exponent);
    return { k, z: towardsFront ? centreZ + along : centreZ - along };
  });
}

/**
 * The car's plan outline, walked from the tail tip to the nose tip: `k` scales the cross-section's
 * width (0 at the tips), and the parameter `s` is arc length in metres along the widest line, so
 * stations spread evenly round the rounded corners.
 */
function buildOutline() {
  const tailCentre = sedan.zRear + sedan.tailDepth;
  const noseCentre = sedan.zFront - sedan.noseDepth;
  const tail = superellipseQuarter(sedan.tailDepth, sedan.tailExponent, tailCentre, false).reverse();
  const nose = superellipseQuarter(sedan.noseDepth, sedan.noseExponent, noseCentre, true);
  const points = [...tail, ...nose];
  const lengths = [0];
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    lengths.push(lengths[i - 1]! + Math.hypot((b.k - a.k) * nominalHalfWidth, b.z - a.z));
  }
  return { points, lengths };
}

const outline = buildOutline();
export const planLength = outline.lengths.at(-1)!;

export function planAt(s: number): PlanPoint {
  const { points, lengths } = outline;
  const target = Math.min(planLength, Math.max(0, s));
  let lo = 0;
  let hi = lengths.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (lengths[mid]! <= target) lo = mid;
    else hi = mid;
  }
  const span = lengths[hi]! - lengths[lo]!;
  const t = span === 0 ? 0 : (target - lengths[lo]!) / span;
  const a = points[lo]!;
  const b = points[hi]!;
  return { z: a.z + (b.z - a.z) * t, k: a.k + (b.k - a.k) * t };
}

/** The station `s` where the straight flank reaches `z` (between the rounded ends). */
export function stationAtZ(z: number): number {
  const tailStraight = outline.lengths[samples]!;
  return tailStraight + (z - (sedan.zRear + sedan.tailDepth));
}
