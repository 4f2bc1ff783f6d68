import { Edges } from '@react-three/drei';
import { createPortal, useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { BufferAttribute, BufferGeometry, type Mesh } from 'three';

/** Captures (thumbnails) render with a fresh camera that sees layer 0 only: the outline stays out of them. */
const outlineLayer = 1;
/** Off the paint by more than the shut lines (0.7 mm), so the depth test keeps the outline in front of it. */
const liftMetres = 0.004;

/** The panel's surface pushed out along its normals. */
function lifted(geometry: BufferGeometry): BufferGeometry {
  const position = geometry.getAttribute('position');
  const normal = geometry.getAttribute('normal');
  const moved = new Float32Array(position.count * 3);
  for (let i = 0; i < position.count; i++) {
    moved[i * 3] = position.getX(i) + normal.getX(i) * liftMetres;
    moved[i * 3 + 1] = position.getY(i) + normal.getY(i) * liftMetres;
    moved[i * 3 + 2] = position.getZ(i) + normal.getZ(i) * liftMetres;
  }
  const copy = new BufferGeometry().setAttribute('position', new BufferAttribute(moved, 3));
  if (geometry.index) copy.setIndex(geometry.index);
  return copy;
}

/**
 * The selected part's outline: a dark band under a bright line, so it reads on any paint and
 * background without touching the panel's own material or texture.
 */
export function PanelOutline({ mesh }: { mesh: Mesh }) {
  const camera = useThree((state) => state.camera);
  const invalidate = useThree((state) => state.invalidate);
  const geometry = useMemo(() => lifted(mesh.geometry), [mesh]);
  // A new or removed outline is a reason to draw again (the canvas draws on demand).
  useEffect(() => {
    camera.layers.enable(outlineLayer);
    invalidate();
    return invalidate;
  }, [camera, invalidate]);
  useEffect(() => () => geometry.dispose(), [geometry]);
  return createPortal(
    <>
      {/* The band writes no depth, so the line drawn after it is never cut by it. */}
      <Edges
        geometry={geometry}
        threshold={50}
        lineWidth={5}
        color="#0b1a3a"
        depthWrite={false}
        layers={outlineLayer}
      />
      <Edges geometry={geometry} threshold={50} lineWidth={2.5} color="#5cc8ff" layers={outlineLayer} renderOrder={1} />
    </>,
    mesh,
  );
}
