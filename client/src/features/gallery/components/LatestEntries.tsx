import { lazy, Suspense, useId } from 'react';
import type { GalleryCard as Design } from '../../../../../events/schemas/gallery.ts';
import { messages } from '../../../../../events/schemas/messages.ts';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import { useNearViewport } from '../../../hooks/use-near-viewport.ts';
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

// The slider library is loaded only when a phone's slider nears the screen.
const LatestQuadSlider = lazy(() => import('./LatestQuadSlider.tsx'));

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
  const [sectionRef, nearScreen] = useNearViewport<HTMLElement>();
  const { data, isPending } = useGalleryListing({ limit: count, sortBy: 'createdAt', sortOrder: 'desc' });
  const designs = data?.data ?? [];
  const card = (design: Design) => <GalleryCard design={design} title={cardTitle(design.name)} onShare={onShare} />;
  const groups = inGroupsOf(designs, perMobileView).map((group) => ({
    key: group[0]!.id,
    items: group.map((design) => <li key={design.id}>{card(design)}</li>),
  }));
  // Until the slider loads, its first view in the same box: nothing moves when it arrives.
  const firstView = (
    <div className="gallery-quad-slider">
      <ul className="gallery-quad">{groups[0]?.items}</ul>
    </div>
  );
  return (
    <section ref={sectionRef} className="gallery-section" aria-labelledby={headingId}>
      <div className="gallery-section-header">
        <p className="eyebrow">Recién llegados</p>
        <h2 id={headingId}>{title}</h2>
      </div>
      {isPending ? (
        <p className="gallery-status">{messages.loading}</p>
      ) : designs.length === 0 ? (
        <p className="gallery-status">{messages.empty.noDesigns}</p>
      ) : mobileSlider && isPhone ? (
        nearScreen ? (
          <Suspense fallback={firstView}>
            <LatestQuadSlider groups={groups} />
          </Suspense>
        ) : (
          firstView
        )
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
