import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const submittedQueryKey = (userId: string | null) => ['user', userId, 'did-i-submit'] as const;

/** GET /ai/did_i_submit_one: once a design is submitted, the studio no longer generates textures. */
export function useDidISubmit(userId: string | null) {
  return useQuery({
    queryKey: submittedQueryKey(userId),
    queryFn: userId
      ? async ({ signal }) => (await api.get<{ data: boolean }>('/ai/did_i_submit_one', { auth: 'user', signal })).data
      : skipToken,
  });
}
