import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContestSchedule } from '../../../../../events/schemas/contest.ts';
import { api } from '../../../lib/api-client.ts';

export type ContestEvent = ContestSchedule & { eventId: string };

/** GET /event: the public event settings (null before the first event is scheduled). */
async function getContestEvent(signal: AbortSignal): Promise<ContestEvent | null> {
  return (await api.get<{ data: ContestEvent | null }>('/event', { signal })).data;
}

export const contestEventQueryKey = ['event'] as const;

/** Loaded once per visit; the public `contest` room's pushes replace it (see app/use-contest-schedule.ts). */
export const contestEventQueryOptions = () =>
  queryOptions({
    queryKey: contestEventQueryKey,
    queryFn: ({ signal }) => getContestEvent(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The event settings the countdown gate and key dates read; null while loading or when none is scheduled. */
export function useContestEvent(): ContestEvent | null {
  return useQuery(contestEventQueryOptions()).data ?? null;
}
