import { type InfiniteData, infiniteQueryOptions, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import {
  moderationPageSize,
  type ReviewQueueItem,
  type ReviewQueuePage,
} from '../../../../../events/schemas/moderation.ts';
import { api } from '../../../lib/api-client.ts';

export type QueueTab = 'all' | 'reject';
export type QueueFilter = { type: QueueTab; search: string; sortOrder: 'asc' | 'desc' };

/** Every query of the moderation screen starts with this key, so one invalidation refreshes them all. */
export const moderationQueryKey = ['moderation'] as const;

const queueQueryKey = (filter: QueueFilter) => [...moderationQueryKey, 'queue', filter] as const;

/** GET /moderator/under-review-glb-model: one page of a tab, after `cursor`. */
async function getReviewQueue(filter: QueueFilter, cursor: string | null, signal: AbortSignal) {
  return api.get<ReviewQueuePage>('/moderator/under-review-glb-model', {
    auth: 'moderator',
    signal,
    query: { ...filter, search: filter.search || undefined, cursor, limit: moderationPageSize },
  });
}

const reviewQueueOptions = (filter: QueueFilter) =>
  infiniteQueryOptions({
    queryKey: queueQueryKey(filter),
    queryFn: ({ pageParam, signal }) => getReviewQueue(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.totalCount.nextCursor,
    meta: { errorToast: true },
  });

/** The tab's designs page by page ('Cargar más'), refreshed by the moderation room's pushes. */
export function useReviewQueue(filter: QueueFilter) {
  const query = useInfiniteQuery(reviewQueueOptions(filter));
  const pages = query.data?.pages ?? [];
  const items: ReviewQueueItem[] = pages.flatMap((page) => page.data);
  return { ...query, items, counts: pages[0]?.totalCount };
}

/** Takes a reviewed design out of every loaded tab at once, before the refetch confirms it. */
export function dropFromQueues(queryClient: QueryClient, designId: string) {
  queryClient.setQueriesData<InfiniteData<ReviewQueuePage>>({ queryKey: [...moderationQueryKey, 'queue'] }, (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, data: page.data.filter((d) => d.id !== designId) })) }
      : data,
  );
}
