/**
 * The studio lighting, prefiltered ahead of time (`ops/car/studio-environment.ts`) into the mip
 * levels three.js's PMREM would compute at start-up: 6 cube faces per level, 128 px down to 8 px,
 * RGBE-packed (4 bytes a texel). Prefiltering on the CPU once saves every visitor's GPU the work,
 * and a software renderer the ~20 s it needs.
 */
export const studioEnvironment = { url: '/models/studio-environment.rgbe', size: 128, levels: 5 } as const;

export const levelSize = (level: number) => studioEnvironment.size >> level;

/**
 * Direction of a cube texel in GL's samplerCube convention (face order +X −X +Y −Y +Z −Z), which
 * is the convention of three.js's cube render targets.
 */
export function texelDirection(face: number, s: number, t: number): [number, number, number] {
  switch (face) {
    case 0:
      return [1, -t, -s];
    case 1:
      return [-1, -t, s];
    case 2:
      return [s, 1, t];
    case 3:
      return [s, -1, -t];
    case 4:
      return [s, -t, 1];
    default:
      return [-s, -t, -1];
  }
}
