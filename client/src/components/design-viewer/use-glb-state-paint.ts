import { useThree } from '@react-three/fiber';
import { type RefObject, useEffect } from 'react';
import type { GlbStateEntry } from '../../../../events/schemas/design.ts';
import { type PaintMaterials, paintPanel } from './paint-materials.ts';
import { loadTexture } from './texture-cache.ts';
import { placeTexture } from './texture-placement.ts';

/**
 * Paints the panels named in `glbState` (a later entry for the same panel wins) and resets the
 * others; `pending` settles when every texture asked for has been applied.
 */
export function useGlbStatePaint(
  materials: PaintMaterials,
  glbState: readonly GlbStateEntry[],
  pending: RefObject<Promise<void>>,
  onPainted?: (painted: boolean) => void,
): void {
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => {
    let current = true;
    const wanted = new Map(glbState.map((entry) => [entry.objectName, entry]));
    for (const [name, material] of materials) if (!wanted.has(name)) paintPanel(material, null);
    const applied = [...wanted.values()].map(async (entry) => {
      const material = materials.get(entry.objectName);
      if (!material) return;
      const loaded = await loadTexture(entry.texture);
      if (!current) return;
      if (material.map?.source === loaded.source) {
        placeTexture(material.map, entry.map_details);
      } else {
        const texture = loaded.clone();
        placeTexture(texture, entry.map_details);
        paintPanel(material, texture);
      }
      invalidate();
    });
    onPainted?.(false);
    // Reported after the next two animation frames, so the painted frame is on screen by then.
    pending.current = Promise.allSettled(applied).then(
      () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
    void pending.current.then(() => {
      if (current) onPainted?.(true);
    });
    invalidate();
    return () => {
      current = false;
    };
  }, [materials, glbState, invalidate, pending, onPainted]);
}
