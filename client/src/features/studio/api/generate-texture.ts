import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { generateTextureSchema } from '../../../../../events/schemas/library.ts';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { type StudioTexture, texturesQueryKey } from './get-textures.ts';

export type TextureRequest = z.infer<typeof generateTextureSchema>;

/** POST /ai/generate: queues a texture; the answer is the pending texture, the result comes by push. */
export async function generateTexture(request: TextureRequest): Promise<StudioTexture> {
  const response = await api.post<{ data: StudioTexture }>('/ai/generate', request, { auth: 'user' });
  return response.data;
}

export function useGenerateTexture(userId: string, config: MutationConfig<typeof generateTexture> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: generateTexture,
    onSuccess: (texture, ...rest) => {
      queryClient.setQueryData<StudioTexture[]>(texturesQueryKey(userId), (textures = []) => [
        texture,
        ...textures.filter((known) => known._id !== texture._id),
      ]);
      return config.onSuccess?.(texture, ...rest);
    },
  });
}
