import { useMemo, useRef, useState } from 'react';
import { z } from 'zod';
import { glbStateEntrySchema } from '../../../../events/schemas/design.ts';
import { type CameraAngle, cameraAngles } from '../../components/design-viewer/camera-angles.ts';
import { DesignViewer } from '../../components/design-viewer/DesignViewer.tsx';
import {
  type DesignViewerHandle,
  type ViewerBackground,
  viewerBackgrounds,
} from '../../components/design-viewer/viewer-handle.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';

const glbStateSchema = z.array(glbStateEntrySchema);

function parseJson(text: string | null): unknown {
  try {
    return JSON.parse(text ?? '[]');
  } catch {
    return [];
  }
}

function readQuery() {
  const query = new URLSearchParams(window.location.search);
  const state = glbStateSchema.safeParse(parseJson(query.get('estado')));
  const background = viewerBackgrounds.find((colour) => colour === query.get('fondo')) ?? '#F5F5F5';
  const angle = Object.keys(cameraAngles).find((name) => name === query.get('vista')) as CameraAngle | undefined;
  return { glbState: state.success ? state.data : [], background: background as ViewerBackground, angle };
}

/**
 * A design's `glbState` (query `estado`, JSON; `fondo`, `vista`) on the 3D car, with its 960×540
 * captures: a preview for staff, and the page the viewer's browser journey drives.
 */
export default function ViewerPreviewPage() {
  usePageTitle('Vista previa 3D');
  const { glbState, background, angle } = useMemo(readQuery, []);
  const viewer = useRef<DesignViewerHandle>(null);
  const [captures, setCaptures] = useState<{ angle: CameraAngle; src: string }[]>([]);
  const capture = async () => {
    const views = (await viewer.current?.captureViews()) ?? [];
    setCaptures(views.map(({ angle, canvas }) => ({ angle, src: canvas.toDataURL('image/jpeg', 0.7) })));
  };
  return (
    <section className="page viewer-preview-page">
      <h1>Vista previa 3D</h1>
      <DesignViewer ref={viewer} glbState={glbState} background={background} initialAngle={angle} />
      <button type="button" className="button" onClick={capture}>
        Generar miniaturas
      </button>
      <ul className="viewer-preview-page__captures">
        {captures.map(({ angle, src }) => (
          <li key={angle}>
            <img src={src} alt={`Miniatura ${angle}`} width={240} height={135} />
          </li>
        ))}
      </ul>
    </section>
  );
}
