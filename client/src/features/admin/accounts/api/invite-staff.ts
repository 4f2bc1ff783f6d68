import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { accountsQueryRoot } from './account-kinds.ts';

/** POST /admin/create-admin or /admin/create-moderator {email}: mails the onboarding link. */
export function useInviteStaff(role: 'admin' | 'moderator') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => api.post<{ message: string }>(`/admin/create-${role}`, { email }, { auth: 'admin' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...accountsQueryRoot, `${role}s`] }),
  });
}
