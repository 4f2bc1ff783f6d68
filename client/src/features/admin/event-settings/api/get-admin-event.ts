import { useQuery } from '@tanstack/react-query';
import type { ContestSchedule } from '../../../../../../events/schemas/contest.ts';
import { api } from '../../../../lib/api-client.ts';

export type AdminEvent = ContestSchedule & { eventId: string };

export const adminEventQueryKey = ['admin', 'event'] as const;

/** GET /admin/event: the event as the form edits it (null before the first one is saved). */
async function getAdminEvent(signal: AbortSignal): Promise<AdminEvent | null> {
  return (await api.get<{ data: AdminEvent | null }>('/admin/event', { auth: 'admin', signal })).data;
}

export function useAdminEvent() {
  return useQuery({ queryKey: adminEventQueryKey, queryFn: ({ signal }) => getAdminEvent(signal) });
}
