import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileDetails, UserView } from '../../../../../events/schemas/accounts.ts';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { updateStoredUser } from '../../../lib/session.ts';
import { profileQueryKey } from './get-profile.ts';
import { uploadPhoto } from './upload-photo.ts';

export type ProfileUpdate = ProfileDetails | { onboardingTour: true };
export type ProfileUpdated = { message: string; user: UserView };

/** POST /user/profile (profileUpdateSchema): basic information (and photo URL), or the studio tour's completion flag. */
export async function updateProfile(update: ProfileUpdate): Promise<ProfileUpdated> {
  const response = await api.post<{ data: { data: UserView }; message: string }>('/user/profile', update, {
    auth: 'user',
  });
  return { message: response.message, user: response.data.data };
}

/** The profile form's save: a newly cropped photo is uploaded first, so the saved details point at it. */
async function saveProfile({ details, photo }: { details: ProfileDetails; photo?: Blob }): Promise<ProfileUpdated> {
  return updateProfile(photo ? { ...details, photo: await uploadPhoto(photo) } : details);
}

export function useSaveProfile(config: MutationConfig<typeof saveProfile> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: saveProfile,
    onSuccess: (saved, ...rest) => {
      queryClient.setQueryData(profileQueryKey(saved.user._id), saved.user);
      updateStoredUser(saved.user);
      return config.onSuccess?.(saved, ...rest);
    },
  });
}
