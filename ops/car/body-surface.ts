import { lerp, smoothstep } from './curve.ts';
import { planAt, planLength } from './plan-outline.ts';
import { bodyProfile, sedan } from './sedan-dimensions.ts';
import type { Surface, Vec3 } from './surface.ts';

/** Where the lower body's cross-section folds: the rocker edge, the shoulder crease, the belt line. */
export const bodyU = { rocker: 0.07, shoulder: 0.42, belt: 0.6 } as const;

/** The belt line's half-width as a share of the body's: the glasshouse stands on it. */
export const beltInset = 0.955;

/** How far the nose and tail faces lean back from the bumper's fullest line, by height share h. */
function endLean(atNose: boolean, h: number): number {
  if (atNose) return h < 0.35 ? -0.09 * ((0.35 - h) / 0.35) ** 1.6 : -0.17 * ((h - 0.35) / 0.65) ** 1.8;
  return h < 0.3 ? 0.12 * ((0.3 - h) / 0.3) ** 1.4 : 0.05 * ((h - 0.3) / 0.7) ** 2;
}

/** The lower edge of the flank round each wheel: the arch, then a short ramp down to the sill. */
function lowerEdge(z: number, sill: number): number {
  const ramp = 0.12;
  let height = sill;
  for (const axle of [sedan.frontAxle, sedan.rearAxle]) {
    const d = Math.abs(z - axle);
    if (d < sedan.archRadius) height = sedan.wheelRadius + Math.sqrt(sedan.archRadius ** 2 - d * d);
    else if (d < sedan.archRadius + ramp) {
      height = lerp(sedan.wheelRadius, sill, smoothstep(0, 1, (d - sedan.archRadius) / ramp));
    }
  }
  return Math.max(height, sill);
}

/** Lower body: sill to belt on the flanks, then over the hood, the cabin floor and the deck. */
function bodyPoint(s: number, u: number): Vec3 {
  const { z, k } = planAt(s);
  const tip = 1 - k;
  const atNose = z > 0;
  const round = tip * tip;
  const halfWidth = bodyProfile.halfWidth(z);
  const belt = bodyProfile.belt(z) - (atNose ? 0.015 : 0.01) * round;
  const shoulder = belt - bodyProfile.shoulderDrop(z) + (atNose ? 0.015 : 0.01) * round;
  const sill = lowerEdge(z, bodyProfile.sill(z) + 0.04 * round);
  const crown = bodyProfile.crown(z);
  const fillet = 0.02 * smoothstep(0, 0.02, crown);

  let x: number;
  let y: number;
  let h: number;
  if (u <= bodyU.shoulder) {
    const a = u / bodyU.shoulder;
    y = lerp(sill, shoulder, a);
    x = halfWidth * (1 - 0.06 * (1 - a) ** 2 - 0.05 * Math.max(0, 1 - a / 0.18) ** 2);
    h = 0.6 * a;
  } else if (u <= bodyU.belt) {
    const b = (u - bodyU.shoulder) / (bodyU.belt - bodyU.shoulder);
    y = lerp(shoulder, belt, b);
    x = halfWidth * (1 - (1 - beltInset) * b ** 1.1);
    h = 0.6 + 0.3 * b;
  } else {
    const c = (u - bodyU.belt) / (1 - bodyU.belt);
    x = halfWidth * beltInset * (1 - c);
    y = belt + fillet * (1 - (1 - Math.min(c / 0.07, 1)) ** 2) + crown * (1 - (1 - c) ** 2);
    h = 0.9 + 0.1 * c;
  }
  const lean = endLean(atNose, h);
  return [k * x, y, z + lean * smoothstep(0, 0.6, tip)];
}

export const bodySurface: Surface = {
  point: bodyPoint,
  sRange: [0, planLength],
  creases: [bodyU.shoulder, bodyU.belt],
};
