import { useEffect, useRef } from 'react';

const sources = { desktop: '/media/tutorial-estudio.webm', mobile: '/media/tutorial-estudio-movil.webm' };

/** Seconds from `marca_de_tiempo`, when it is a usable number. */
export function timestampFrom(search: string): number | null {
  const raw = new URLSearchParams(search).get('marca_de_tiempo');
  if (raw === null || raw.trim() === '') return null;
  const seconds = Number(raw);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

/** The studio tutorial, landscape on desktop and portrait on phones; a timestamp seeks both and scrolls to them. */
export function TutorialVideos({ startAt }: { startAt: number | null }) {
  const section = useRef<HTMLElement>(null);
  const videos = useRef<(HTMLVideoElement | null)[]>([]);
  useEffect(() => {
    if (startAt === null) return;
    for (const video of videos.current) {
      if (!video) continue;
      const seek = () => {
        video.currentTime = Math.min(startAt, Number.isFinite(video.duration) ? video.duration : startAt);
      };
      if (video.readyState >= 1) seek();
      else video.addEventListener('loadedmetadata', seek, { once: true });
    }
    section.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [startAt]);
  return (
    <section ref={section} className="tutorial" aria-labelledby="tutorial-titulo" id="tutorial">
      <h2 id="tutorial-titulo">Mira el tutorial</h2>
      <p className="lead">En menos de un minuto: de tu idea a un diseño listo para la galería.</p>
      {(['desktop', 'mobile'] as const).map((kind, i) => (
        // biome-ignore lint/a11y/useMediaCaption: the tutorial has no dialogue; its steps are written on screen
        <video
          key={kind}
          ref={(element) => {
            videos.current[i] = element;
          }}
          className={`video-frame tutorial__video tutorial__video--${kind}`}
          src={sources[kind]}
          controls
          playsInline
          preload="metadata"
          aria-label="Tutorial del estudio de IA"
        />
      ))}
    </section>
  );
}
