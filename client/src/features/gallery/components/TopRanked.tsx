import 'swiper/css';
import 'swiper/css/navigation';
import { useId } from 'react';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { GalleryCard as Design } from '../../../../../events/schemas/gallery.ts';
import { messages } from '../../../../../events/schemas/messages.ts';
import { useGalleryListing } from '../api/get-gallery-listing.ts';
import { rankedByVotes } from '../utils/rank.ts';
import { carouselName } from '../utils/truncate.ts';
import { GalleryCard } from './GalleryCard.tsx';

/** Swiper's breakpoints are minimum widths: one per view up to 576 px, two, then three from 1280 px (SPEC §9). */
const galleryBreakpoints = { 0: { slidesPerView: 1 }, 577: { slidesPerView: 2 }, 1280: { slidesPerView: 3 } };

/** A view never asks for more slides than there are designs (SPEC §9: fewer per view when fewer entries). */
function fewerWhenFewer(breakpoints: Record<number, { slidesPerView: number }>, designs: number) {
  return Object.fromEntries(
    Object.entries(breakpoints).map(([width, { slidesPerView }]) => [
      width,
      { slidesPerView: Math.max(1, Math.min(slidesPerView, designs)) },
    ]),
  );
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
  const { data, isPending } = useGalleryListing({ limit: count, sortBy: 'totalVotes', sortOrder: 'desc' });
  const ranked = rankedByVotes(data?.data ?? []);
  return (
    <section className="gallery-section gallery-top" aria-labelledby={headingId}>
      <div className="gallery-section-header">
        <p className="eyebrow eyebrow-light">Ranking en vivo</p>
        <h2 id={headingId}>{title}</h2>
      </div>
      {isPending ? (
        <p className="gallery-status">{messages.loading}</p>
      ) : ranked.length === 0 ? (
        <p className="gallery-status">{messages.empty.noDesigns}</p>
      ) : (
        <Swiper
          modules={[Navigation, A11y, Keyboard]}
          navigation={ranked.length > arrowsAbove}
          keyboard={{ enabled: true }}
          spaceBetween={20}
          breakpoints={fewerWhenFewer(breakpoints, ranked.length)}
          a11y={{
            prevSlideMessage: 'Anterior',
            nextSlideMessage: 'Siguiente',
            slideLabelMessage: '{{index}} de {{slidesLength}}',
          }}
          className="gallery-carousel"
        >
          {ranked.map(({ design, rank }) => (
            <SwiperSlide key={design.id}>
              <GalleryCard design={design} rank={rank} title={carouselName(design.name)} onShare={onShare} />
            </SwiperSlide>
          ))}
        </Swiper>
      )}
    </section>
  );
}
