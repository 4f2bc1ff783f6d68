import 'swiper/css';
import 'swiper/css/pagination';
import { useId } from 'react';
import { A11y, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { GalleryCard as Design } from '../../../../../events/schemas/gallery.ts';
import { messages } from '../../../../../events/schemas/messages.ts';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import { useGalleryListing } from '../api/get-gallery-listing.ts';
import { GalleryCard } from './GalleryCard.tsx';

type LatestEntriesProps = {
  /** 12 in the gallery, 8 on the landing page (SPEC §9). */
  count: number;
  title?: string;
  /** The name as this list shows it (the landing cuts long names). */
  cardTitle?: (name: string) => string;
  /** On phones, a looping slider of four designs per view instead of the sideways row (the landing, SPEC §9). */
  mobileSlider?: boolean;
  onShare?: (design: Design) => void;
};

const perMobileView = 4;

function inGroupsOf<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}

/** The newest designs in a row that scrolls sideways, or in a slider on phones. */
export function LatestEntries({
  count,
  title = 'Últimas participaciones',
  cardTitle = (name) => name,
  mobileSlider = false,
  onShare,
}: LatestEntriesProps) {
  const headingId = useId();
  const isPhone = useMediaQuery('(max-width: 767px)');
  const { data, isPending } = useGalleryListing({ limit: count, sortBy: 'createdAt', sortOrder: 'desc' });
  const designs = data?.data ?? [];
  const card = (design: Design) => <GalleryCard design={design} title={cardTitle(design.name)} onShare={onShare} />;
  const groups = inGroupsOf(designs, perMobileView);
  return (
    <section className="gallery-section" aria-labelledby={headingId}>
      <div className="gallery-section-header">
        <p className="eyebrow">Recién llegados</p>
        <h2 id={headingId}>{title}</h2>
      </div>
      {isPending ? (
        <p className="gallery-status">{messages.loading}</p>
      ) : designs.length === 0 ? (
        <p className="gallery-status">{messages.empty.noDesigns}</p>
      ) : mobileSlider && isPhone ? (
        <Swiper
          modules={[Pagination, A11y, Keyboard]}
          pagination={{ clickable: true }}
          keyboard={{ enabled: true }}
          loop={groups.length > 1}
          spaceBetween={16}
          a11y={{
            slideLabelMessage: '{{index}} de {{slidesLength}}',
            paginationBulletMessage: 'Ir a la vista {{index}}',
          }}
          className="gallery-quad-slider"
        >
          {groups.map((group) => (
            <SwiperSlide key={group[0]?.id}>
              <ul className="gallery-quad">
                {group.map((design) => (
                  <li key={design.id}>{card(design)}</li>
                ))}
              </ul>
            </SwiperSlide>
          ))}
        </Swiper>
      ) : (
        <ul className="gallery-row">
          {designs.map((design) => (
            <li key={design.id}>{card(design)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
