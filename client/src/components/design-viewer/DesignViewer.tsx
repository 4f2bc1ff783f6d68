import { lazy, type Ref, Suspense, useState } from 'react';
import type { GlbStateEntry, PaintTarget } from '../../../../events/schemas/design.ts';
import { carModelUrl } from '../../config/models.ts';
import type { CameraAngle } from './camera-angles.ts';
import { LoadingPercent } from './LoadingPercent.tsx';
import { preloadDesignViewer } from './preload-design-viewer.ts';
import type { DesignViewerHandle, ViewerBackground } from './viewer-handle.ts';
import './design-viewer.css';

const DesignScene = lazy(() => import('./DesignScene.tsx'));

export type DesignViewerProps = {
  glbState: readonly GlbStateEntry[];
  background?: ViewerBackground;
  /** Panel shown highlighted (the configurator's current part). */
  selectedPanel?: PaintTarget | null;
  /** Makes panels clickable; called with the clicked panel's name. */
  onSelectPanel?: (panel: PaintTarget) => void;
  /** Where the camera starts; the visitor then orbits freely. */
  initialAngle?: CameraAngle;
  modelUrl?: string;
  className?: string;
  ref?: Ref<DesignViewerHandle>;
};

/** Renders a design (its `glbState`) on the 3D car; three.js arrives with the first viewer on a page. */
export function DesignViewer({
  glbState,
  background = '#F5F5F5',
  selectedPanel,
  onSelectPanel,
  initialAngle,
  modelUrl = carModelUrl,
  className,
  ref,
}: DesignViewerProps) {
  // The car and its light download while three.js does, not after it.
  preloadDesignViewer(modelUrl);
  const [share, setShare] = useState(0);
  const [ready, setReady] = useState(false);
  const [painted, setPainted] = useState(false);
  return (
    <div
      className={['design-viewer', className].filter(Boolean).join(' ')}
      style={{ background }}
      aria-busy={!ready}
      data-ready={ready}
      data-painted={painted}
    >
      <Suspense fallback={null}>
        <DesignScene
          modelUrl={modelUrl}
          glbState={glbState}
          background={background}
          initialAngle={initialAngle}
          selectedPanel={selectedPanel}
          onSelectPanel={onSelectPanel}
          onProgress={setShare}
          onPainted={setPainted}
          onFirstFrame={() => {
            performance.mark('design-viewer:first-frame');
            setReady(true);
          }}
          handle={ref}
        />
      </Suspense>
      {!ready && <LoadingPercent share={share} />}
    </div>
  );
}
