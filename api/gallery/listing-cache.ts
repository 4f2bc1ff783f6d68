import type { GalleryPage } from '../../events/schemas/gallery.ts';
import { formatLogPosition } from '../../events/store/log-position.ts';
import type { ProgressTracker } from '../../projections/runner/progress.ts';

const capacity = 500;
// A bound for when the projectors' announcements stop reaching this node (a lost connection).
const freshForMs = 1000;

type Entry = { readonly version: string; readonly at: number; readonly page: Promise<GalleryPage> };

/**
 * The campaign's visitors ask for the same few pages (the latest, the top ten, the grid's first
 * pages, a popular search). Until the gallery read model applies another event, and for at most a
 * second, they share one answer, and those asking at the same moment share its query.
 */
export function galleryListingCache(progress: Pick<ProgressTracker, 'applied'>) {
  const entries = new Map<string, Entry>();

  return function cached(key: string, load: () => Promise<GalleryPage>): Promise<GalleryPage> {
    const applied = progress.applied('gallery');
    const version = applied ? formatLogPosition(applied) : 'unknown';
    const entry = entries.get(key);
    if (entry && entry.version === version && Date.now() - entry.at < freshForMs) return entry.page;
    const page = load();
    entries.delete(key);
    entries.set(key, { version, at: Date.now(), page });
    if (entries.size > capacity) entries.delete(entries.keys().next().value!);
    page.catch(() => {
      if (entries.get(key)?.page === page) entries.delete(key);
    });
    return page;
  };
}
