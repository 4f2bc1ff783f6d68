import { useId } from 'react';
import type { GalleryCard as Design } from '../../../../../events/schemas/gallery.ts';
import { messages } from '../../../../../events/schemas/messages.ts';
import { useGalleryListing } from '../api/get-gallery-listing.ts';
import { GalleryCard } from './GalleryCard.tsx';

type LatestEntriesProps = {
  /** 12 in the gallery, 8 on the landing page (SPEC §9). */
  count: number;
  title?: string;
  onShare?: (design: Design) => void;
};

/** The newest designs in a row that scrolls sideways. */
export function LatestEntries({ count, title = 'Últimas participaciones', onShare }: LatestEntriesProps) {
  const headingId = useId();
  const { data, isPending } = useGalleryListing({ limit: count, sortBy: 'createdAt', sortOrder: 'desc' });
  const designs = data?.data ?? [];
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
      ) : (
        <ul className="gallery-row">
          {designs.map((design) => (
            <li key={design.id}>
              <GalleryCard design={design} onShare={onShare} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
