import { type ReactNode, useEffect, useRef, useState } from 'react';

/** The 3D scene's frame with its fullscreen toggle; the viewer and its overlays go inside. */
export function ViewerStage({ children, toolbar }: { children: ReactNode; toolbar: ReactNode }) {
  const stage = useRef<HTMLDivElement>(null);
  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === stage.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void stage.current?.requestFullscreen();
  };
  return (
    <div ref={stage} className="viewer-stage" data-fullscreen={fullscreen}>
      {children}
      <div className="viewer-stage__toolbar">
        {toolbar}
        <button
          type="button"
          className="stage-button"
          onClick={toggle}
          aria-pressed={fullscreen}
          aria-label={fullscreen ? 'Salir de pantalla completa' : 'Pantalla completa'}
          title={fullscreen ? 'Salir de pantalla completa' : 'Pantalla completa'}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d={fullscreen ? 'M9 3v6H3M15 3v6h6M9 21v-6H3M15 21v-6h6' : 'M3 9V3h6M21 9V3h-6M3 15v6h6M21 15v6h-6'}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
          </svg>
        </button>
      </div>
    </div>
  );
}
