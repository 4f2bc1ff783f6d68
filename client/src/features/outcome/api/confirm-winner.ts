import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { outcomeQueryKey } from './get-outcome.ts';

/** POST /admin/outcome/confirm-winner: the winner replied within 24 hours. */
const confirmWinner = () => api.post<{ message: string }>('/admin/outcome/confirm-winner', {}, { auth: 'admin' });

export function useConfirmWinner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmWinner,
    onSuccess: ({ message }) => {
      notify.success(message);
      void queryClient.invalidateQueries({ queryKey: outcomeQueryKey });
    },
    onError: notify.error,
  });
}
