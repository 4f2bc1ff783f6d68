type Vec3 = readonly [number, number, number];

/** The car stands on y = 0 facing +Z; its right side is −X. Shared by the live view and the captures. */
export const carTarget: Vec3 = [0, 0.58, 0];

export const cameraAngles = {
  frontThreeQuarter: [4.75, 1.5, 5.15],
  side: [-7.5, 0.95, 0.1],
  rearThreeQuarter: [-4.6, 1.75, -5.35],
  front: [0.5, 1.25, 7.3],
} as const satisfies Record<string, Vec3>;

export type CameraAngle = keyof typeof cameraAngles;

export const cameraFov = 30;
