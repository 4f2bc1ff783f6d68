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

type TopRankedProps = {
  count?: number;
  title?: string;
  breakpoints?: Record<number, { slidesPerView: number }>;
  onShare?: (design: Design) => void;
};

/** The most liked designs with their place, in a carousel. */
export function TopRanked({
  count = 10,
  title = 'Los 10 más votados',
  breakpoints = galleryBreakpoints,
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
          navigation
          keyboard={{ enabled: true }}
          spaceBetween={20}
          breakpoints={breakpoints}
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
