import { useMutation } from '@tanstack/react-query';
import type { SocialPlatform } from '../../../../../events/schemas/gallery.ts';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';

export type ShareRequest = { postId: string; platform: SocialPlatform };

/** POST /ai/user-glbs/share: counts one share of a gallery design on a platform. */
export function shareDesign({ postId, platform }: ShareRequest): Promise<{ data: { totalShares: number } }> {
  return api.post('/ai/user-glbs/share', { postId, socialPlatform: { name: platform } }, { auth: 'any' });
}

export function useShareDesign(config: MutationConfig<typeof shareDesign> = {}) {
  return useMutation({ ...config, mutationFn: shareDesign });
}
