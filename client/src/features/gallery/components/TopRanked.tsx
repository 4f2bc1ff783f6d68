import { type CSSProperties, lazy, Suspense, useId } from 'react';
import type { GalleryCard as Design } from '../../../../../events/schemas/gallery.ts';
import { messages } from '../../../../../events/schemas/messages.ts';
import { useNearViewport } from '../../../hooks/use-near-viewport.ts';
import { useGalleryListing } from '../api/get-gallery-listing.ts';
import { rankedByVotes } from '../utils/rank.ts';
import { carouselName } from '../utils/truncate.ts';
import { GalleryCard } from './GalleryCard.tsx';

/** Swiper's breakpoints are minimum widths: one per view up to 576 px, two, then three from 1280 px (SPEC §9). */
const galleryBreakpoints = { 0: { slidesPerView: 1 }, 577: { slidesPerView: 2 }, 1280: { slidesPerView: 3 } };

// The carousel library is loaded only when the section, with designs to show, nears the screen.
const TopRankedCarousel = lazy(() => import('./TopRankedCarousel.tsx'));

/** A view never asks for more slides than there are designs (SPEC §9: fewer per view when fewer entries). */
function fewerWhenFewer(breakpoints: Record<number, { slidesPerView: number }>, designs: number) {
  return Object.fromEntries(
    Object.entries(breakpoints).map(([width, { slidesPerView }]) => [
      width,
      { slidesPerView: Math.max(1, Math.min(slidesPerView, designs)) },
    ]),
  );
}

/** How many slides Swiper shows at the window's width: its breakpoints are minimum widths. */
function perViewNow(breakpoints: Record<number, { slidesPerView: number }>): number {
  const reached = Object.entries(breakpoints).filter(([width]) => Number(width) <= window.innerWidth);
  return reached.sort(([a], [b]) => Number(a) - Number(b)).at(-1)?.[1].slidesPerView ?? 1;
}

type TopRankedProps = {
  count?: number;
  title?: string;
  breakpoints?: Record<number, { slidesPerView: number }>;
  /** Arrows show only with more designs than this (the landing: 4, SPEC §9); always when unset. */
  arrowsAbove?: number;
  onShare?: (design: Design) => void;
};

/** The most liked designs with their place, in a carousel. */
export function TopRanked({
  count = 10,
  title = 'Los 10 más votados',
  breakpoints = galleryBreakpoints,
  arrowsAbove = 0,
  onShare,
}: TopRankedProps) {
  const headingId = useId();
  const [sectionRef, nearScreen] = useNearViewport<HTMLElement>();
  const { data, isPending } = useGalleryListing({ limit: count, sortBy: 'totalVotes', sortOrder: 'desc' });
  const ranked = rankedByVotes(data?.data ?? []);
  const fitted = fewerWhenFewer(breakpoints, ranked.length);
  const perView = perViewNow(fitted);
  const slides = ranked.map(({ design, rank }) => ({
    key: design.id,
    card: <GalleryCard design={design} rank={rank} title={carouselName(design.name)} onShare={onShare} />,
  }));
  // Until the carousel loads, its first view in the same box: nothing moves when it arrives.
  const firstView = (
    <div className="gallery-carousel">
      <ul className="gallery-carousel-first-view" style={{ '--per-view': perView } as CSSProperties}>
        {slides.slice(0, perView).map((slide) => (
          <li key={slide.key}>{slide.card}</li>
        ))}
      </ul>
    </div>
  );
  return (
    <section ref={sectionRef} className="gallery-section gallery-top" aria-labelledby={headingId}>
      <div className="gallery-section-header">
        <p className="eyebrow eyebrow-light">Ranking en vivo</p>
        <h2 id={headingId}>{title}</h2>
      </div>
      {isPending ? (
        <p className="gallery-status">{messages.loading}</p>
      ) : ranked.length === 0 ? (
        <p className="gallery-status">{messages.empty.noDesigns}</p>
      ) : nearScreen ? (
        <Suspense fallback={firstView}>
          <TopRankedCarousel slides={slides} breakpoints={fitted} arrows={ranked.length > arrowsAbove} />
        </Suspense>
      ) : (
        firstView
      )}
    </section>
  );
}
