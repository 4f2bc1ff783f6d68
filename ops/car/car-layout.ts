import { bodyU } from './body-surface.ts';
import { greenhouseU } from './greenhouse-surface.ts';
import type { Side } from './mesh-builder.ts';
import { planLength, stationAtZ } from './plan-outline.ts';
import { sedan } from './sedan-dimensions.ts';

export type PanelName =
  | 'right_front_door'
  | 'right_back_door'
  | 'hood'
  | 'trunk'
  | 'roof'
  | 'right_back_panel'
  | 'left_back_panel'
  | 'left_front_door'
  | 'left_back_door';

/** A rectangle of a skin's (s, u) parameters; its edges lie on the skin's stations. */
export type Region = { s: readonly [number, number]; u: readonly [number, number] };
export type Panel = Region & { name: PanelName; skin: 'body' | 'greenhouse'; sides: readonly Side[] };

const both: readonly Side[] = [1, -1];
const door = [bodyU.rocker, bodyU.belt] as const;
const frontDoor = [stationAtZ(-0.06), stationAtZ(0.96)] as const;
const backDoor = [stationAtZ(-0.84), frontDoor[0]] as const;
const backPanel = [stationAtZ(sedan.zRear + sedan.tailDepth) - 0.12, backDoor[0]] as const;

/** The nine paintable panels (DESIGN §9); left is +X, the car's right is −X. */
export const panels: readonly Panel[] = [
  { name: 'right_front_door', skin: 'body', sides: [-1], s: frontDoor, u: door },
  { name: 'right_back_door', skin: 'body', sides: [-1], s: backDoor, u: door },
  {
    name: 'hood',
    skin: 'body',
    sides: both,
    s: [stationAtZ(sedan.zWindshield), planLength - 0.36],
    u: [bodyU.belt, 1],
  },
  { name: 'trunk', skin: 'body', sides: both, s: [0.34, stationAtZ(sedan.zRearWindow)], u: [bodyU.belt, 1] },
  { name: 'roof', skin: 'greenhouse', sides: both, s: [sedan.zRoofRear, sedan.zRoofFront], u: [greenhouseU.roof, 1] },
  { name: 'right_back_panel', skin: 'body', sides: [-1], s: backPanel, u: door },
  { name: 'left_back_panel', skin: 'body', sides: [1], s: backPanel, u: door },
  { name: 'left_front_door', skin: 'body', sides: [1], s: frontDoor, u: door },
  { name: 'left_back_door', skin: 'body', sides: [1], s: backDoor, u: door },
];

/** The body's top under the glasshouse: seen through the glass as the dark cabin. */
export const cabinFloor: Region = {
  s: [stationAtZ(sedan.zRearWindow), stationAtZ(sedan.zWindshield)],
  u: [bodyU.belt, 1],
};

type Decal = Region & {
  material: 'headlight' | 'lightWhite' | 'taillight' | 'grille' | 'trim' | 'chrome';
  lift: number;
};

const fromNose = (a: number, b: number) => [planLength - a, planLength - b] as const;

/** Lamps, grilles and trim laid on the body skin, both sides. */
export const decals: readonly Decal[] = [
  { material: 'headlight', s: fromNose(0.98, 0.4), u: [0.44, 0.585], lift: 0.002 },
  { material: 'lightWhite', s: fromNose(0.96, 0.42), u: [0.553, 0.57], lift: 0.0032 },
  { material: 'grille', s: fromNose(0.4, 0), u: [0.5, 0.548], lift: 0.002 },
  { material: 'grille', s: fromNose(0.5, 0), u: [0.15, 0.27], lift: 0.002 },
  { material: 'trim', s: fromNose(1.05, 0), u: [0, 0.06], lift: 0.0015 },
  { material: 'taillight', s: [0.28, 0.98], u: [0.46, 0.585], lift: 0.002 },
  { material: 'taillight', s: [0, 0.3], u: [0.547, 0.566], lift: 0.002 },
  { material: 'trim', s: [0, 0.75], u: [0, 0.09], lift: 0.0015 },
  { material: 'chrome', s: [stationAtZ(0.3), stationAtZ(0.45)], u: [0.505, 0.525], lift: 0.002 },
  { material: 'chrome', s: [stationAtZ(-0.5), stationAtZ(-0.35)], u: [0.505, 0.525], lift: 0.002 },
];

export const inside = (region: Region, s: number, u: number) =>
  s > region.s[0] && s < region.s[1] && u > region.u[0] && u < region.u[1];

export function greenhouseFinish(z: number, u: number): 'glass' | 'trim' | 'body' | 'roof' {
  if (u < greenhouseU.rail) {
    if (u < greenhouseU.seal) return 'trim';
    if (z > sedan.bPillar[0] && z < sedan.bPillar[1]) return 'trim';
    if (z < sedan.cPillarStart) return 'body';
    return 'glass';
  }
  if (u < greenhouseU.roof) return 'body';
  return z > sedan.zRoofFront || z < sedan.zRoofRear ? 'glass' : 'roof';
}
