import { beltInset } from './body-surface.ts';
import { lerp } from './curve.ts';
import { bodyProfile, roofLine, sedan } from './sedan-dimensions.ts';
import type { Surface, Vec3 } from './surface.ts';

/** The glasshouse's cross-section: side glass up to the rail fillet, then the roof or a windscreen. */
export const greenhouseU = { seal: 0.035, rail: 0.5, roof: 0.62 } as const;

const tumblehome = 0.5;

function section(z: number) {
  const belt = bodyProfile.belt(z);
  const baseHalfWidth = bodyProfile.halfWidth(z) * beltInset - 0.004;
  const top = Math.max(belt, roofLine(z));
  const rise = top - belt;
  const rail = top - Math.min(0.065, 0.16 * rise);
  const railHalfWidth = baseHalfWidth - tumblehome * (rail - belt);
  const fillet = Math.min(0.055, 0.3 * (rail - belt));
  return { belt, baseHalfWidth, top, rail, railHalfWidth, fillet };
}

/** Runs with s = z, from the rear window's base to the windscreen's base. */
function greenhousePoint(z: number, u: number): Vec3 {
  const { belt, baseHalfWidth, top, rail, railHalfWidth, fillet } = section(z);
  const sideLength = Math.hypot(rail - belt, baseHalfWidth - railHalfWidth) || 1;
  const sideDirection = [(railHalfWidth - baseHalfWidth) / sideLength, (rail - belt) / sideLength];
  const roofAt = (c: number): [number, number] => [railHalfWidth * (1 - c), rail + (top - rail) * (1 - (1 - c) ** 2)];
  const roofStart = Math.min(0.5, fillet / Math.max(railHalfWidth, 1e-6));

  if (u <= greenhouseU.rail) {
    const a = u / greenhouseU.rail;
    const along = a * Math.max(0, sideLength - fillet);
    const bow = 0.018 * Math.sin(Math.PI * a) * Math.min(1, (rail - belt) / 0.3);
    return [baseHalfWidth + sideDirection[0]! * along + bow, belt + sideDirection[1]! * along, z];
  }
  if (u <= greenhouseU.roof) {
    const t = (u - greenhouseU.rail) / (greenhouseU.roof - greenhouseU.rail);
    const startAlong = Math.max(0, sideLength - fillet);
    const p0 = [baseHalfWidth + sideDirection[0]! * startAlong, belt + sideDirection[1]! * startAlong];
    const p2 = roofAt(roofStart);
    const corner = [railHalfWidth, rail];
    const x = (1 - t) ** 2 * p0[0]! + 2 * (1 - t) * t * corner[0]! + t * t * p2[0];
    const y = (1 - t) ** 2 * p0[1]! + 2 * (1 - t) * t * corner[1]! + t * t * p2[1];
    return [x, y, z];
  }
  const c = lerp(roofStart, 1, (u - greenhouseU.roof) / (1 - greenhouseU.roof));
  const [x, y] = roofAt(c);
  return [x, y, z];
}

export const greenhouseSurface: Surface = {
  point: greenhousePoint,
  sRange: [sedan.zRearWindow, sedan.zWindshield],
  creases: [greenhouseU.rail, greenhouseU.roof],
};
