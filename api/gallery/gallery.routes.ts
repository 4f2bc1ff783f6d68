import { Hono } from 'hono';
import { type GalleryPage, galleryDetailSchema, galleryListingSchema } from '../../events/schemas/gallery.ts';
import { parseLogPosition } from '../../events/store/log-position.ts';
import { galleryDesign, listGallery } from '../../projections/gallery/gallery.queries.ts';
import { searchCounts } from '../../projections/gallery/search-counts.ts';
import type { AppEnv } from '../app-env.ts';
import { optionalSession } from '../middleware/auth/index.ts';
import { validate } from '../middleware/validate/index.ts';
import { readModelCache } from '../platform/read-model-cache.ts';
import type { Services } from '../services.ts';
import { voteVisibility } from './vote-visibility.ts';

export const designNotFound = 'Diseño no encontrado';

/** The public gallery (SPEC §7): one page of designs, and one design for its detail page. */
export function galleryRoutes(services: Services) {
  const visitor = optionalSession(services);
  const counts = searchCounts();
  const votesVisible = voteVisibility(services);
  const cached = readModelCache<GalleryPage>(services.progress, 'gallery');
  return new Hono<AppEnv>()
    .get('/glb-model-listing', visitor, validate('query', galleryListingSchema), async (c) => {
      const revealVotes = votesVisible(c);
      const listing = c.req.valid('query');
      const key = `${revealVotes} ${JSON.stringify(listing)}`;
      return c.json(await cached(key, () => listGallery(services.db, listing, { revealVotes, counts })));
    })
    .get('/glb-model-user-details', visitor, validate('query', galleryDetailSchema), async (c) => {
      const { glbModelId, after } = c.req.valid('query');
      const position = after && parseLogPosition(after);
      if (position) await services.progress.waitFor('gallery', position);
      const design = await galleryDesign(services.db, glbModelId, votesVisible(c));
      if (!design) return c.json({ message: designNotFound }, 404);
      return c.json({ data: design });
    });
}
