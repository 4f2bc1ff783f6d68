import { useCallback, useState } from 'react';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';

const sources = { desktop: '/media/hero-inicio.webm', mobile: '/media/hero-inicio-movil.webm' };

/**
 * The landing's banner video behind the hero's words (SPEC §2: landscape on desktop, portrait on
 * phones). Silent and decorative; it can be paused (WCAG 2.2.2) and stays still for visitors who
 * ask for less motion.
 */
export function HeroVideo() {
  const isPhone = useMediaQuery('(max-width: 767px)');
  const lessMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [paused, setPaused] = useState(false);
  const playing = !paused && !lessMotion;
  // Runs for each new video element (phone and desktop have their own) and when playing changes.
  const control = useCallback(
    (video: HTMLVideoElement | null) => {
      if (!video) return;
      if (playing) video.play().catch(() => {});
      else video.pause();
    },
    [playing],
  );
  return (
    <>
      <video
        key={isPhone ? 'mobile' : 'desktop'}
        className="hero-video"
        src={isPhone ? sources.mobile : sources.desktop}
        ref={control}
        muted
        loop
        playsInline
        preload={lessMotion ? 'metadata' : 'auto'}
        aria-hidden="true"
        tabIndex={-1}
      />
      {!lessMotion && (
        <button type="button" className="hero-video-toggle" onClick={() => setPaused(!paused)}>
          <span className="hero-video-toggle__icon" aria-hidden="true">
            {paused ? '▶' : '❚❚'}
          </span>
          <span className="hero-video-toggle__label">{paused ? 'Reproducir video' : 'Pausar video'}</span>
        </button>
      )}
    </>
  );
}
