import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GalleryDesign } from '../../../../../events/schemas/gallery.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /gallery/glb-model-user-details: one verified design for its detail page; with a vote's
 * `after`, as it stands once that vote is counted.
 */
export async function getGalleryDesign(
  designId: string,
  { signal, after }: { signal?: AbortSignal; after?: string },
): Promise<GalleryDesign> {
  const answer = await api.get<{ data: GalleryDesign }>('/gallery/glb-model-user-details', {
    query: after ? { glbModelId: designId, after } : { glbModelId: designId },
    signal,
  });
  return answer.data;
}

export const galleryDesignQueryKey = (designId: string) => ['gallery', 'design', designId] as const;

export const galleryDesignQueryOptions = (designId: string) =>
  queryOptions({
    queryKey: galleryDesignQueryKey(designId),
    queryFn: ({ signal }) => getGalleryDesign(designId, { signal }),
  });

export function useGalleryDesign(designId: string) {
  return useQuery(galleryDesignQueryOptions(designId));
}
