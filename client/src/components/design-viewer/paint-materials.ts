import { Color, type Mesh, MeshPhysicalMaterial, type Object3D, type Texture } from 'three';
import { isPaintTarget, type PaintTarget } from '../../../../events/schemas/design.ts';

const basePaint = { color: new Color(0xbfc4ca), metalness: 0.55, roughness: 0.33 };

export type PaintMaterials = Map<PaintTarget, MeshPhysicalMaterial>;

/** Gives every paintable mesh of the model its own clear-coated paint, so panels change one by one. */
export function createPaintMaterials(model: Object3D): PaintMaterials {
  const materials: PaintMaterials = new Map();
  model.traverse((object) => {
    if (!(object as Mesh).isMesh || !isPaintTarget(object.name)) return;
    const material = new MeshPhysicalMaterial({ ...basePaint, clearcoat: 1, clearcoatRoughness: 0.05 });
    material.name = `paint:${object.name}`;
    (object as Mesh).material = material;
    materials.set(object.name, material);
  });
  return materials;
}

/** A textured panel shows the texture's own colours under the clear coat. */
export function paintPanel(material: MeshPhysicalMaterial, texture: Texture | null): void {
  if (material.map === texture) return;
  material.map?.dispose();
  material.map = texture;
  material.color.set(texture ? 0xffffff : basePaint.color);
  material.metalness = texture ? 0.15 : basePaint.metalness;
  material.roughness = texture ? 0.42 : basePaint.roughness;
  material.needsUpdate = true;
}
