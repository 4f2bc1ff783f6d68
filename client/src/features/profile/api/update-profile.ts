import type { ProfileDetails, UserView } from '../../../../../events/schemas/accounts.ts';
import { api } from '../../../lib/api-client.ts';

export type ProfileUpdate = ProfileDetails | { onboardingTour: true };
export type ProfileUpdated = { message: string; user: UserView };

/** POST /user/profile: basic information (and photo URL), or the studio tour's completion flag. */
export async function updateProfile(update: ProfileUpdate): Promise<ProfileUpdated> {
  const response = await api.post<{ data: { data: UserView }; message: string }>('/user/profile', update, {
    auth: 'user',
  });
  return { message: response.message, user: response.data.data };
}
