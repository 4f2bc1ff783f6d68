import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GalleryPage } from '../../../../../events/schemas/gallery.ts';
import { api } from '../../../lib/api-client.ts';

export type GalleryListingRequest = {
  limit: number;
  page?: number;
  search?: string;
  sortBy: 'createdAt' | 'totalVotes';
  sortOrder: 'asc' | 'desc';
};

/** GET /gallery/glb-model-listing: one page of the verified designs. */
function getGalleryListing(request: GalleryListingRequest, signal: AbortSignal): Promise<GalleryPage> {
  return api.get<GalleryPage>('/gallery/glb-model-listing', { query: { page: 1, ...request }, signal });
}

/** Every listing's key starts here, so a vote or a push can mark them all stale at once. */
export const galleryListingsKey = ['gallery', 'listing'] as const;

export const galleryListingQueryOptions = (request: GalleryListingRequest) =>
  queryOptions({
    queryKey: [...galleryListingsKey, request],
    queryFn: ({ signal }) => getGalleryListing(request, signal),
    // SPEC §8: a failed gallery list is only logged; the section shows its empty state.
    placeholderData: keepPreviousData,
  });

export function useGalleryListing(request: GalleryListingRequest) {
  return useQuery(galleryListingQueryOptions(request));
}
