import { api } from '../../../lib/api-client.ts';
import type { StoredUser } from '../../../lib/storage.ts';

/** POST /user/profile {onboardingTour: true}: the studio tour is not offered again. */
export async function completeTour(): Promise<StoredUser> {
  const response = await api.post<{ data: { data: StoredUser } }>(
    '/user/profile',
    { onboardingTour: true },
    { auth: 'user' },
  );
  return response.data.data;
}
