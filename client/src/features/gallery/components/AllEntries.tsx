import { useId, useState } from 'react';
import type { GalleryCard as Design } from '../../../../../events/schemas/gallery.ts';
import { galleryPageSize, minSearchLength } from '../../../../../events/schemas/gallery.ts';
import { messages } from '../../../../../events/schemas/messages.ts';
import { useGalleryListing } from '../api/get-gallery-listing.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { GalleryCard } from './GalleryCard.tsx';
import { Pagination } from './Pagination.tsx';

const searchDebounceMs = 500;

/** Searching starts at three characters; emptying the box lists everything again (SPEC §5). */
const searchable = (text: string) => text.trim().length === 0 || text.trim().length >= minSearchLength;

type AllEntriesProps = { title?: string; onShare?: (design: Design) => void };

/** Every design: search, newest or oldest first, nine per page. */
export function AllEntries({ title = 'Todas las participaciones', onShare }: AllEntriesProps) {
  const headingId = useId();
  const searchId = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [newestFirst, setNewestFirst] = useState(true);
  const [page, setPage] = useState(1);
  const settled = useDebouncedValue(text, searchDebounceMs);
  if (searchable(settled) && settled.trim() !== search) {
    setSearch(settled.trim());
    setPage(1);
  }
  const { data, isPending, isPlaceholderData } = useGalleryListing({
    limit: galleryPageSize,
    page,
    search: search || undefined,
    sortBy: 'createdAt',
    sortOrder: newestFirst ? 'desc' : 'asc',
  });
  const designs = data?.data ?? [];

  return (
    <section className="gallery-section" aria-labelledby={headingId}>
      <div className="gallery-section-header gallery-toolbar">
        <div>
          <p className="eyebrow">Explora y vota</p>
          <h2 id={headingId}>{title}</h2>
        </div>
        <div className="gallery-filters">
          <label className="visually-hidden" htmlFor={searchId}>
            Buscar diseños
          </label>
          <input
            id={searchId}
            type="search"
            className="input gallery-search"
            placeholder="Busca un diseño o a su creador"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <button
            type="button"
            className="button button-outline"
            aria-pressed={!newestFirst}
            onClick={() => {
              setNewestFirst(!newestFirst);
              setPage(1);
            }}
          >
            {newestFirst ? 'Más recientes primero' : 'Más antiguos primero'}
          </button>
        </div>
      </div>
      <div aria-live="polite" aria-busy={isPlaceholderData}>
        {isPending ? (
          <p className="gallery-status">{messages.loading}</p>
        ) : designs.length === 0 ? (
          <p className="gallery-status">{messages.empty.noDesigns}</p>
        ) : (
          <ul className="gallery-grid">
            {designs.map((design) => (
              <li key={design.id}>
                <GalleryCard design={design} onShare={onShare} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {data && data.totalPages > 1 && <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />}
    </section>
  );
}
