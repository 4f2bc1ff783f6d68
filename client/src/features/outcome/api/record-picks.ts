import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { type Outcome, outcomeQueryKey } from './get-outcome.ts';

type Picks = { expert: number; picks: string[] };

/** POST /admin/outcome/expert-picks: one expert's three finalists, best first (3, 2 and 1 points). */
const recordPicks = (body: Picks) =>
  api.post<{ message: string; data: Omit<Outcome, 'eventId' | 'votingEndDate'> }>('/admin/outcome/expert-picks', body, {
    auth: 'admin',
  });

export function useRecordPicks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPicks,
    onSuccess: ({ message }) => {
      notify.success(message);
      void queryClient.invalidateQueries({ queryKey: outcomeQueryKey });
    },
    onError: notify.error,
  });
}
