import { OrbitControls } from '@react-three/drei';
import { Canvas } from '@react-three/fiber';
import { type Ref, Suspense, useRef } from 'react';
import type { GlbStateEntry, PaintTarget } from '../../../../events/schemas/design.ts';
import { CaptureHandle } from './CaptureHandle.tsx';
import { CarModel } from './CarModel.tsx';
import { type CameraAngle, cameraAngles, cameraFov, carTarget } from './camera-angles.ts';
import { FirstFrame } from './FirstFrame.tsx';
import { StudioEnvironment } from './studio-environment.tsx';
import type { DesignViewerHandle } from './viewer-handle.ts';

export type DesignSceneProps = {
  modelUrl: string;
  glbState: readonly GlbStateEntry[];
  background: string;
  initialAngle?: CameraAngle;
  selectedPanel?: PaintTarget | null;
  onSelectPanel?: (panel: PaintTarget) => void;
  onProgress?: (share: number) => void;
  onPainted?: (painted: boolean) => void;
  onFirstFrame?: () => void;
  handle?: Ref<DesignViewerHandle>;
};

/** The three.js half of the viewer, loaded lazily: the landing bundle never carries three.js. */
export default function DesignScene({
  modelUrl,
  background,
  initialAngle = 'frontThreeQuarter',
  handle,
  onFirstFrame,
  ...car
}: DesignSceneProps) {
  const pendingTextures = useRef<Promise<void>>(Promise.resolve());
  return (
    <Canvas
      frameloop="demand"
      dpr={[1, 2]}
      camera={{ fov: cameraFov, position: cameraAngles[initialAngle], near: 0.1, far: 100 }}
    >
      <color attach="background" args={[background]} />
      <Suspense fallback={null}>
        <StudioEnvironment />
        <CarModel url={modelUrl} pendingTextures={pendingTextures} {...car} />
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
