import type { UserView } from '../../../../../events/schemas/accounts.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /user/profile: the signed-in user as stored on the server. */
export async function getProfile(signal?: AbortSignal): Promise<UserView> {
  const response = await api.get<{ data: { data: UserView } }>('/user/profile', { auth: 'user', signal });
  return response.data.data;
}
