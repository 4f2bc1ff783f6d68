import { api } from '../../../lib/api-client.ts';

export type TikTokAuthRequest = { link_to_share: string; title: string; description: string; postId: string };

/** POST /user/tiktok-auth: TikTok's authorization address for this post (SPEC §7). */
export async function tiktokAuthLink(request: TikTokAuthRequest): Promise<string> {
  return (await api.post<{ data: { link: string } }>('/user/tiktok-auth', request, { auth: 'any' })).data.link;
}

/** POST /user/tiktok-upload {code}: exchanges the code TikTok sent back for a token. */
export async function tiktokToken(code: string): Promise<string> {
  return (await api.post<{ data: { token: string } }>('/user/tiktok-upload', { code }, { auth: 'any' })).data.token;
}

/** POST /user/post-to-tik-tok {token, dataToUse}: publishes the design's picture. */
export function postToTikTok(token: string, dataToUse: Record<string, unknown>): Promise<{ message: string }> {
  return api.post<{ message: string }>('/user/post-to-tik-tok', { token, dataToUse }, { auth: 'any' });
}
