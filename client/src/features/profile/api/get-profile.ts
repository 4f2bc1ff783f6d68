import { skipToken, useQuery } from '@tanstack/react-query';
import type { UserView } from '../../../../../events/schemas/accounts.ts';
import { api } from '../../../lib/api-client.ts';

const REFRESH_INTERVAL_MS = 30_000;

/** GET /user/profile: the signed-in user as stored on the server. */
export async function getProfile(signal?: AbortSignal): Promise<UserView> {
  const response = await api.get<{ data: { data: UserView } }>('/user/profile', { auth: 'user', signal });
  return response.data.data;
}

export const profileQueryKey = (userId: string | null) => ['user', userId, 'profile'] as const;

/** The signed-in user's data, fetched again every 30 s (SPEC §4); nothing while `userId` is null. */
export function useProfile(userId: string | null) {
  return useQuery({
    queryKey: profileQueryKey(userId),
    queryFn: userId ? ({ signal }) => getProfile(signal) : skipToken,
    staleTime: REFRESH_INTERVAL_MS,
    refetchInterval: REFRESH_INTERVAL_MS,
    refetchIntervalInBackground: true,
  });
}
