import { skipToken, useQuery } from '@tanstack/react-query';
import type { LibraryDesignView } from '../../../../../events/schemas/library.ts';
import { api } from '../../../lib/api-client.ts';

/** A design of the user's library (GET /ai/user_glbs). */
export type LibraryDesign = LibraryDesignView;

export type Library = { designs: LibraryDesign[]; limit: number };

export async function getDesigns(signal?: AbortSignal): Promise<Library> {
  const response = await api.get<{ data: LibraryDesign[]; limit: number }>('/ai/user_glbs', { auth: 'user', signal });
  return { designs: response.data, limit: response.limit };
}

export const designsQueryKey = (userId: string | null) => ['user', userId, 'designs'] as const;

/** The user's saved designs, oldest first; a failed load shows SPEC §8's message. */
export function useDesigns(userId: string | null) {
  return useQuery({
    queryKey: designsQueryKey(userId),
    queryFn: userId ? ({ signal }) => getDesigns(signal) : skipToken,
    meta: { errorToast: true },
  });
}
