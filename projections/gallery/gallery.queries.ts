import { sql } from 'kysely';
import {
  type GalleryCard,
  type GalleryDesign,
  type GalleryPage,
  minSearchLength,
} from '../../events/schemas/gallery.ts';
import type { AnyDb } from '../db/read-model-db.ts';
import { containsPattern, foldForSearch } from '../db/search-text.ts';
import { type GalleryDesignRow, galleryTables } from './gallery-tables.ts';
import type { SearchCounts } from './search-counts.ts';

export type GalleryListing = {
  readonly limit: number;
  readonly page: number;
  readonly search?: string;
  readonly sortBy: 'createdAt' | 'totalVotes';
  readonly sortOrder: 'asc' | 'desc';
};

type CardRow = Omit<GalleryDesignRow, 'glb_state' | 'search_text' | 'visible'> & {
  first_name: string | null;
  last_name: string | null;
};

function cardOf(row: CardRow, revealVotes: boolean): GalleryCard {
  const firstName = row.first_name ?? '';
  const lastName = row.last_name ?? '';
  return {
    _id: row.design_id,
    id: row.design_id,
    name: row.name,
    description: row.description,
    thumbnail: row.thumbnail,
    images: row.images,
    // The studio saves camera captures, not a video: the second view stands in for the video's cover.
    videoThumbnail: row.images[1] ?? null,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.submitted_at),
    isSubmitted: true,
    userId: { _id: row.user_id, name: [firstName, lastName].filter(Boolean).join(' '), firstName, lastName },
    totalVotes: revealVotes ? row.total_votes : null,
    totalShares: row.total_shares,
  };
}

const searchTerm = (search: string | undefined) => {
  const folded = foldForSearch(search ?? '');
  return folded.length >= minSearchLength ? folded : undefined;
};

function visibleDesigns(db: AnyDb, search: string | undefined) {
  let query = galleryTables(db).selectFrom('gallery_designs').where('visible', '=', true);
  if (search) query = query.where(sql<boolean>`search_text LIKE ${containsPattern(search)}`);
  return query;
}

async function countVisible(db: AnyDb, search: string | undefined, counts: SearchCounts): Promise<number> {
  const summary = await galleryTables(db)
    .selectFrom('gallery_summary')
    .select(['visible_count', 'catalogue_version'])
    .executeTakeFirstOrThrow();
  if (!search) return summary.visible_count;
  const known = counts.get(search, summary.catalogue_version);
  if (known !== undefined) return known;
  const total = await visibleDesigns(db, search)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  counts.set(search, summary.catalogue_version, Number(total.count));
  return Number(total.count);
}

/** One page of the gallery in the order asked; ties keep the earlier submission first, then the id. */
export async function listGallery(
  db: AnyDb,
  listing: GalleryListing,
  options: { revealVotes: boolean; counts: SearchCounts },
): Promise<GalleryPage> {
  const search = searchTerm(listing.search);
  const direction = sql.raw(listing.sortOrder);
  const reverse = sql.raw(listing.sortOrder === 'desc' ? 'asc' : 'desc');
  const order =
    listing.sortBy === 'totalVotes'
      ? sql`total_votes ${direction}, submitted_at ${reverse}, gallery_designs.design_id ${reverse}`
      : sql`created_at ${direction}, gallery_designs.design_id ${direction}`;
  // The page's ids come from the order's index alone; only those rows are then read and joined,
  // so a deep page skips index entries, not joined rows.
  const pageIds = visibleDesigns(db, search)
    .select('gallery_designs.design_id')
    .orderBy(order)
    .limit(listing.limit)
    .offset((listing.page - 1) * listing.limit);
  const rows = galleryTables(db)
    .selectFrom('gallery_designs')
    .leftJoin('gallery_creators', 'gallery_creators.user_id', 'gallery_designs.user_id')
    .select([
      'gallery_designs.design_id',
      'gallery_designs.user_id',
      'name',
      'description',
      'thumbnail',
      'images',
      'created_at',
      'submitted_at',
      'total_votes',
      'total_shares',
      'first_name',
      'last_name',
    ])
    .where('gallery_designs.design_id', 'in', pageIds)
    .orderBy(order);
  const [page, totalcount] = await Promise.all([rows.execute(), countVisible(db, search, options.counts)]);
  return {
    data: page.map((row) => cardOf(row, options.revealVotes)),
    totalPages: Math.ceil(totalcount / listing.limit),
    totalcount,
  };
}

/** A design in the gallery with what its detail page shows; undefined when it is not (or no longer) there. */
export async function galleryDesign(
  db: AnyDb,
  designId: string,
  revealVotes: boolean,
): Promise<GalleryDesign | undefined> {
  const row = await visibleDesigns(db, undefined)
    .leftJoin('gallery_creators', 'gallery_creators.user_id', 'gallery_designs.user_id')
    .selectAll('gallery_designs')
    .select(['first_name', 'last_name'])
    .where('gallery_designs.design_id', '=', designId)
    .executeTakeFirst();
  if (!row) return undefined;
  const shares = await galleryTables(db)
    .selectFrom('gallery_shares')
    .select(['platform', 'count'])
    .where('design_id', '=', designId)
    .execute();
  return {
    ...cardOf(row, revealVotes),
    glbState: row.glb_state,
    shares: Object.fromEntries(shares.map((share) => [share.platform, share.count])),
  };
}

/** Whether votes and shares may name this design now. */
export async function isInGallery(db: AnyDb, designId: string): Promise<boolean> {
  const row = await visibleDesigns(db, undefined)
    .select('design_id')
    .where('design_id', '=', designId)
    .executeTakeFirst();
  return row !== undefined;
}
