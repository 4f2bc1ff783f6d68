import { DesignViewer } from '../../../components/design-viewer/DesignViewer.tsx';
import type { LibraryDesign } from '../api/get-designs.ts';
import { useAmbientSound } from '../hooks/use-ambient-sound.ts';

/** The first design of the library on the live 3D car, with its sound off until asked for. */
export function LibraryPreview({ design }: { design: LibraryDesign }) {
  const { muted, toggle } = useAmbientSound();
  return (
    <figure className="library-preview">
      <DesignViewer glbState={design.glbState} className="library-preview__viewer" />
      <button
        type="button"
        className="library-preview__mute"
        aria-pressed={!muted}
        aria-label={muted ? 'Activar sonido' : 'Silenciar'}
        title={muted ? 'Activar sonido' : 'Silenciar'}
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M4 9v6h4l5 4V5L8 9H4z" fill="currentColor" />
          {muted ? (
            <path d="m16 9 5 6M21 9l-5 6" stroke="currentColor" strokeWidth="2" />
          ) : (
            <path
              d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
          )}
        </svg>
      </button>
      <figcaption className="library-preview__caption">
        <span className="eyebrow">Vista previa 3D</span>
        <strong>{design.name}</strong>
      </figcaption>
    </figure>
  );
}
