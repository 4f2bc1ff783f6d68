import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerationCounters, ReviewVerdict } from '../../../../../events/schemas/moderation.ts';
import { ApiError, api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { dropFromQueues, moderationQueryKey } from './get-review-queue.ts';

export type Review = { glbModelId: string; status: ReviewVerdict; comments: string; expectedVersion: number };
type Reviewed = { message: string; data: { glbModelId: string; status: ReviewVerdict; counters: ModerationCounters } };

/** POST /moderator/glb-model-status-update with the version the moderator looked at. */
async function reviewDesign(review: Review): Promise<Reviewed> {
  return api.post<Reviewed>('/moderator/glb-model-status-update', review, { auth: 'moderator' });
}

/** A verdict takes the design off the list at once; a 409 (another moderator was first) refreshes the queue. */
export function useReviewDesign(config: MutationConfig<typeof reviewDesign> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: reviewDesign,
    onSuccess: (reviewed, review, ...rest) => {
      dropFromQueues(queryClient, review.glbModelId);
      void queryClient.invalidateQueries({ queryKey: moderationQueryKey });
      return config.onSuccess?.(reviewed, review, ...rest);
    },
    onError: (error, review, ...rest) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: moderationQueryKey });
      }
      return config.onError?.(error, review, ...rest);
    },
  });
}
