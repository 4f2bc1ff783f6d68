import { api } from '../../../lib/api-client.ts';

export type VoteRequest = { postId: string; liked: boolean; captcha?: string };

/**
 * POST /vote {postId} casts a like, POST /vote/delete {postId} withdraws it (SPEC §7). A visitor's
 * first vote carries the solved captcha, which the server checks and spends.
 */
export type VoteAnswer = { message: string; data: { postId: string; voted: boolean; after?: string } };

export function toggleVote({ postId, liked, captcha }: VoteRequest): Promise<VoteAnswer> {
  return api.post<VoteAnswer>(
    liked ? '/vote/delete' : '/vote',
    { postId },
    {
      auth: 'any',
      headers: captcha ? { 'X-Captcha': captcha } : undefined,
    },
  );
}
