import { proxy } from 'valtio';
import type { ContestSchedule } from '../../../../../events/schemas/contest.ts';
import { api } from '../../../lib/api-client.ts';

export type ContestEvent = ContestSchedule & { eventId: string };

/** The public event settings, loaded once per visit: the countdown gate and key dates read them. */
export const contestEvent = proxy<{ data: ContestEvent | null; loaded: boolean }>({ data: null, loaded: false });

export async function loadContestEvent(): Promise<void> {
  try {
    contestEvent.data = (await api.get<{ data: ContestEvent | null }>('/event')).data;
  } finally {
    contestEvent.loaded = true;
  }
}
