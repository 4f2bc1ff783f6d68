import { Color, DoubleSide, type Material, MeshPhysicalMaterial, MeshStandardMaterial } from 'three';

function standard(name: string, color: number, roughness: number, metalness: number, extra = {}): Material {
  return Object.assign(new MeshStandardMaterial({ color, roughness, metalness, ...extra }), { name });
}

/** The model's own finishes; viewers replace only `paint` (the ten paintable meshes). */
export function carMaterials() {
  return {
    paint: Object.assign(
      new MeshPhysicalMaterial({
        color: 0xb9bfc6,
        metalness: 0.6,
        roughness: 0.34,
        clearcoat: 1,
        clearcoatRoughness: 0.04,
      }),
      { name: 'paint' },
    ),
    glass: standard('glass', 0x10161c, 0.04, 0.2, { transparent: true, opacity: 0.82 }),
    trim: standard('trim_black', 0x0b0c0e, 0.28, 0.1),
    grille: standard('grille', 0x060708, 0.22, 0.4),
    chrome: standard('chrome', 0xd6d9dd, 0.1, 1),
    headlight: standard('headlight', 0x2b3138, 0.08, 0.85),
    lightWhite: standard('light_white', 0xffffff, 0.2, 0, { emissive: new Color(0xf4f8ff), emissiveIntensity: 1 }),
    taillight: standard('taillight', 0x6e0409, 0.12, 0.1, { emissive: new Color(0xd0101c), emissiveIntensity: 0.9 }),
    interior: standard('interior', 0x0e0f11, 0.85, 0),
    tyre: standard('tyre', 0x161718, 0.88, 0),
    alloy: standard('alloy', 0xc3c8cd, 0.24, 1),
    brake: standard('brake', 0x4a4d52, 0.5, 0.8),
    shadow: standard('underbody', 0x050505, 0.95, 0, { side: DoubleSide }),
  };
}

export type CarMaterials = ReturnType<typeof carMaterials>;
