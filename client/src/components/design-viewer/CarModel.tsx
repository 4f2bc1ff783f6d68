import { type ThreeEvent, useLoader, useThree } from '@react-three/fiber';
import { type RefObject, useMemo } from 'react';
import type { Mesh } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { type GlbStateEntry, isPaintTarget, type PaintTarget } from '../../../../events/schemas/design.ts';
import { PanelOutline } from './PanelOutline.tsx';
import { createPaintMaterials } from './paint-materials.ts';
import { useGlbStatePaint } from './use-glb-state-paint.ts';

type CarModelProps = {
  url: string;
  glbState: readonly GlbStateEntry[];
  selectedPanel?: PaintTarget | null;
  onSelectPanel?: (panel: PaintTarget) => void;
  onProgress?: (share: number) => void;
  /** False while textures are loading, true once every one asked for is on the car. */
  onPainted?: (painted: boolean) => void;
  pendingTextures: RefObject<Promise<void>>;
};

/** Paint overlays (lamps, shut lines) lie within 2 cm of the panel they sit on. */
const overlayDepth = 0.02;

function paintTargetHit(event: ThreeEvent<MouseEvent | PointerEvent>): PaintTarget | undefined {
  const nearest = event.intersections[0]?.distance ?? 0;
  const hit = event.intersections.find(
    (intersection) => isPaintTarget(intersection.object.name) && intersection.distance - nearest < overlayDepth,
  );
  return hit?.object.name as PaintTarget | undefined;
}

export function CarModel({
  url,
  glbState,
  selectedPanel,
  onSelectPanel,
  onProgress,
  onPainted,
  pendingTextures,
}: CarModelProps) {
  const gltf = useLoader(GLTFLoader, url, undefined, (event) => {
    if (event.total > 0) onProgress?.(event.loaded / event.total);
  });
  // The loader caches one scene per URL; each viewer paints its own copy (geometry is shared). The
  // copy and its materials are made together: StrictMode may run this twice and keep either result.
  const { model, materials } = useMemo(() => {
    const copy = gltf.scene.clone(true);
    return { model: copy, materials: createPaintMaterials(copy) };
  }, [gltf]);
  const canvas = useThree((state) => state.gl.domElement);
  useGlbStatePaint(materials, glbState, pendingTextures, onPainted);

  const selectedMesh = selectedPanel ? (model.getObjectByName(selectedPanel) as Mesh | undefined) : undefined;
  const picking = onSelectPanel && {
    onClick: (event: ThreeEvent<MouseEvent>) => {
      const panel = paintTargetHit(event);
      if (!panel || event.delta > 6) return;
      event.stopPropagation();
      onSelectPanel(panel);
    },
    onPointerMove: (event: ThreeEvent<PointerEvent>) => {
      canvas.style.cursor = paintTargetHit(event) ? 'pointer' : '';
    },
    onPointerOut: () => {
      canvas.style.cursor = '';
    },
  };
  return (
    <>
      {/* Parts are picked on the 3D object; keyboard users pick them in the configurator's selector. */}
      <primitive object={model} {...picking} />
      {selectedMesh && <PanelOutline mesh={selectedMesh} />}
    </>
  );
}
