import { useMemo } from 'react';
import { z } from 'zod';
import { glbStateEntrySchema } from '../../../../events/schemas/design.ts';
import { DesignViewer } from '../../components/design-viewer/DesignViewer.tsx';
import { type ViewerBackground, viewerBackgrounds } from '../../components/design-viewer/viewer-handle.ts';
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
  const background = viewerBackgrounds.find((colour) => colour === query.get('fondo'));
  return { glbState: state.success ? state.data : [], background: background ?? ('#F5F5F5' as ViewerBackground) };
}

/** A design's `glbState` (query `estado`, JSON) on the 3D car: a shareable preview, and the viewer's test page. */
export default function ViewerPreviewPage() {
  usePageTitle('Vista previa 3D');
  const { glbState, background } = useMemo(readQuery, []);
  return (
    <section className="page viewer-preview-page">
      <h1>Vista previa 3D</h1>
      <DesignViewer glbState={glbState} background={background} />
    </section>
  );
}
