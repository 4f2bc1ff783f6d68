import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** A texture of the user's studio (GET /ai/generate); `pending` until the worker has made it. */
export type StudioTexture = {
  _id: string;
  prompt: string;
  style_preset: string;
  status: 'pending' | 'ready' | 'failed';
  generatedImageUrl: string | null;
  message: string | null;
  createdAt: number;
};

export async function getTextures(signal?: AbortSignal): Promise<StudioTexture[]> {
  const response = await api.get<{ data: { data: StudioTexture[] } }>('/ai/generate', { auth: 'user', signal });
  return response.data.data;
}

export const texturesQueryKey = (userId: string | null) => ['user', userId, 'textures'] as const;

/** The user's textures, newest first; a failed load shows SPEC §8's message. */
export function useTextures(userId: string | null) {
  return useQuery({
    queryKey: texturesQueryKey(userId),
    queryFn: userId ? ({ signal }) => getTextures(signal) : skipToken,
    meta: { errorToast: true },
  });
}
