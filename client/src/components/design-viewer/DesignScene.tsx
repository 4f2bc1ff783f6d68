import { ContactShadows, OrbitControls } from '@react-three/drei';
import { Canvas } from '@react-three/fiber';
import { type Ref, Suspense, useRef } from 'react';
import type { GlbStateEntry, PaintTarget } from '../../../../events/schemas/design.ts';
import { CaptureHandle } from './CaptureHandle.tsx';
import { CarModel } from './CarModel.tsx';
import { cameraAngles, cameraFov, carTarget } from './camera-angles.ts';
import { FirstFrame } from './FirstFrame.tsx';
import { StudioEnvironment } from './studio-environment.tsx';
import type { DesignViewerHandle } from './viewer-handle.ts';

export type DesignSceneProps = {
  modelUrl: string;
  glbState: readonly GlbStateEntry[];
  background: string;
  selectedPanel?: PaintTarget | null;
  onSelectPanel?: (panel: PaintTarget) => void;
  onProgress?: (share: number) => void;
  onFirstFrame?: () => void;
  handle?: Ref<DesignViewerHandle>;
};

/** The three.js half of the viewer, loaded lazily: the landing bundle never carries three.js. */
export default function DesignScene({ modelUrl, background, handle, onFirstFrame, ...car }: DesignSceneProps) {
  const pendingTextures = useRef<Promise<void>>(Promise.resolve());
  return (
    <Canvas
      frameloop="demand"
      dpr={[1, 2]}
      camera={{ fov: cameraFov, position: cameraAngles.frontThreeQuarter, near: 0.1, far: 100 }}
    >
      <color attach="background" args={[background]} />
      <Suspense fallback={null}>
        <StudioEnvironment />
        <CarModel url={modelUrl} pendingTextures={pendingTextures} {...car} />
        <ContactShadows position={[0, 0.002, 0]} scale={[6.5, 6.5]} opacity={0.6} blur={2.2} far={1.4} frames={1} />
        <FirstFrame onFirstFrame={onFirstFrame} />
      </Suspense>
      <OrbitControls
        target={carTarget}
        enablePan={false}
        minDistance={4.5}
        maxDistance={13}
        maxPolarAngle={Math.PI * 0.485}
        makeDefault
      />
      <CaptureHandle handle={handle} pendingTextures={pendingTextures} />
    </Canvas>
  );
}
