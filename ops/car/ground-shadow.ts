import { Float32BufferAttribute, MeshBasicMaterial, PlaneGeometry } from 'three';
import { smoothstep } from './curve.ts';
import { sedan } from './sedan-dimensions.ts';

/** Signed distance to the car's footprint, a rounded rectangle. */
function footprintDistance(x: number, z: number): number {
  const halfWidth = 0.78;
  const halfLength = 2.12;
  const radius = 0.45;
  const qx = Math.abs(x) - (halfWidth - radius);
  const qz = Math.abs(z) - (halfLength - radius);
  return Math.hypot(Math.max(qx, 0), Math.max(qz, 0)) + Math.min(Math.max(qx, qz), 0) - radius;
}

function wheelContact(x: number, z: number): number {
  let shade = 0;
  for (const axle of [sedan.frontAxle, sedan.rearAxle]) {
    for (const side of [-1, 1]) {
      const dx = (x - side * sedan.wheelX) / 0.11;
      const dz = (z - axle) / 0.2;
      shade = Math.max(shade, Math.exp(-(dx * dx + dz * dz)));
    }
  }
  return shade;
}

/**
 * A soft shadow baked into the model (vertex alpha on a ground grid): it grounds the car in every
 * viewer without the extra render passes of a real-time contact shadow.
 */
export function groundShadow() {
  // About 11 cm between samples: finer than the shadow's softest edge (the wheel contacts, ~20 cm).
  const geometry = new PlaneGeometry(3.6, 6.4, 32, 64).rotateX(-Math.PI / 2).translate(0, 0.002, 0);
  // An unlit material reads colour alone: normals and UVs would only add bytes to the download.
  geometry.deleteAttribute('normal');
  geometry.deleteAttribute('uv');
  const position = geometry.getAttribute('position');
  const colours: number[] = [];
  for (let i = 0; i < position.count; i++) {
    const x = position.getX(i);
    const z = position.getZ(i);
    const soft = 1 - smoothstep(-0.25, 0.5, footprintDistance(x, z));
    const alpha = Math.min(0.85, 0.5 * soft ** 1.5 + 0.55 * wheelContact(x, z));
    colours.push(0, 0, 0, alpha);
  }
  geometry.setAttribute('color', new Float32BufferAttribute(colours, 4));
  const material = new MeshBasicMaterial({ vertexColors: true, transparent: true, depthWrite: false });
  material.name = 'ground_shadow';
  return { geometry, material };
}
