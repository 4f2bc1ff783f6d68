import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { saveDesignSchema } from '../../../../../events/schemas/library.ts';
import { messages } from '../../../../../events/schemas/messages.ts';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';

type SaveDesignBody = z.input<typeof saveDesignSchema>;
export type DesignToSave = Omit<SaveDesignBody, 'thumbnail' | 'images'> & { thumbnail: Blob };
/** What the configurator needs of the stored design to offer sharing it. */
export type SavedDesign = { id: string; name: string; thumbnail: string };

/** PUTs the chosen thumbnail to a signed address (POST /user/signed-url); its public URL. */
async function uploadThumbnail(thumbnail: Blob): Promise<string> {
  const { data } = await api.post<{ data: { signedUrl: string; url: string } }>(
    '/user/signed-url',
    { content_type: 'image/jpeg', module: 'thumbnail' },
    { auth: 'user' },
  );
  const response = await fetch(data.signedUrl, {
    method: 'PUT',
    headers: { 'Content-Type': 'image/jpeg' },
    body: thumbnail,
  }).catch(() => undefined);
  if (!response?.ok) throw new Error(messages.errors.designsUploadFailed);
  return data.url;
}

/** Uploads the thumbnail, then POST /ai/save_glb_state. */
export async function saveDesign({
  thumbnail,
  ...design
}: DesignToSave): Promise<{ message: string; data: SavedDesign }> {
  const url = await uploadThumbnail(thumbnail);
  const body: SaveDesignBody = { ...design, thumbnail: url, images: [url] };
  return api.post<{ message: string; data: SavedDesign }>('/ai/save_glb_state', body, { auth: 'user' });
}

export function useSaveDesign(config: MutationConfig<typeof saveDesign> = {}) {
  return useMutation({ ...config, mutationFn: saveDesign });
}
