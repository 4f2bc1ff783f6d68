import { monotoneCurve } from './curve.ts';

/**
 * The sedan's proportions in metres: +Y up, the nose towards +Z, the car's right side at −X,
 * wheels on y = 0. A compact four-door: 4.60 m long, 1.79 m wide, 1.44 m tall, 2.70 m wheelbase.
 */
export const sedan = {
  zFront: 2.3,
  zRear: -2.3,
  noseDepth: 0.52,
  tailDepth: 0.5,
  noseExponent: 2.6,
  tailExponent: 2.8,
  frontAxle: 1.4,
  rearAxle: -1.3,
  wheelRadius: 0.334,
  wheelWidth: 0.215,
  wheelX: 0.772,
  archRadius: 0.388,
  /** Windshield base, roof front, roof end, rear window base. */
  zWindshield: 0.93,
  zRoofFront: 0.06,
  zRoofRear: -0.9,
  zRearWindow: -1.6,
  bPillar: [-0.12, 0.0] as const,
  cPillarStart: -0.98,
} as const;

/** Keys are [z, value]. */
export const bodyProfile = {
  halfWidth: monotoneCurve([
    [2.3, 0.85],
    [1.4, 0.893],
    [0.2, 0.888],
    [-1.3, 0.895],
    [-2.3, 0.87],
  ]),
  belt: monotoneCurve([
    [2.3, 0.7],
    [1.9, 0.765],
    [1.4, 0.835],
    [0.93, 0.9],
    [0, 0.93],
    [-1.0, 0.958],
    [-1.6, 0.972],
    [-2.0, 0.968],
    [-2.3, 0.945],
  ]),
  shoulderDrop: monotoneCurve([
    [2.3, 0.075],
    [1.6, 0.11],
    [0.9, 0.125],
    [-1.6, 0.125],
    [-2.3, 0.12],
  ]),
  /** Height of the hood and deck crown above the belt; zero under the greenhouse. */
  crown: monotoneCurve([
    [2.3, 0.03],
    [1.6, 0.05],
    [1.2, 0.045],
    [sedan.zWindshield, 0],
    [sedan.zRearWindow, 0],
    [-1.85, 0.028],
    [-2.3, 0.02],
  ]),
  sill: monotoneCurve([
    [2.3, 0.24],
    [1.9, 0.215],
    [-1.8, 0.215],
    [-2.3, 0.3],
  ]),
};

/** Roof centre line from the windshield base to the rear window base. */
export const roofLine = monotoneCurve([
  [sedan.zWindshield, bodyProfile.belt(sedan.zWindshield)],
  [0.62, 1.13],
  [0.3, 1.33],
  [sedan.zRoofFront, 1.415],
  [-0.3, 1.44],
  [-0.7, 1.427],
  [sedan.zRoofRear, 1.398],
  [-1.15, 1.27],
  [-1.4, 1.11],
  [sedan.zRearWindow, bodyProfile.belt(sedan.zRearWindow)],
]);
