type Vec3 = readonly [number, number, number];

/** The car stands on y = 0 facing +Z; its right side is −X. Shared by the live view and the captures. */
export const carTarget: Vec3 = [0, 0.58, 0];

export const cameraAngles = {
  frontThreeQuarter: [5.3, 1.65, 5.7],
  side: [-8.2, 1.05, 0.15],
  rearThreeQuarter: [-5.1, 1.9, -5.9],
  front: [0.6, 1.35, 8.1],
} as const satisfies Record<string, Vec3>;

export type CameraAngle = keyof typeof cameraAngles;

export const cameraFov = 30;
