import { useQuery } from '@tanstack/react-query';
import type { ContestSchedule } from '../../../events/schemas/contest.ts';
import { specSchedule } from '../content/spec-schedule.ts';
import { assistantSettingsQueryKey } from '../features/assistant/api/get-assistant-settings.ts';
import { contestEventQueryKey, contestEventQueryOptions } from '../features/contest/api/get-event.ts';
import type { LiveRoom } from '../lib/live-room.ts';
import { useLiveRoom } from '../lib/socket.ts';

export type ContestScheduleState = {
  /** The live event configuration, or SPEC's 2024 calendar while none is loaded. */
  schedule: ContestSchedule;
  /** True once the request for the event configuration has answered (with or without one). */
  loaded: boolean;
  /** True when the dates come from the live configuration. */
  configured: boolean;
};

/** The one place the public pages read the event configuration. */
export function useContestSchedule(): ContestScheduleState {
  const event = useQuery(contestEventQueryOptions());
  const data = event.data ?? null;
  return { schedule: data ?? specSchedule, loaded: !event.isPending, configured: data !== null };
}

// The public `contest` room carries what an admin just saved, so the countdown gate, key dates
// and assistant follow it on every open page without a reload.
export const contestRoom: LiveRoom<'contest'> = {
  room: 'contest',
  onPush: (notice, queryClient) => {
    const key = notice.type === 'event' ? contestEventQueryKey : assistantSettingsQueryKey;
    queryClient.setQueryData(key, notice.data);
  },
  resync: [contestEventQueryKey, assistantSettingsQueryKey],
};

/** Every visitor follows the event settings live (anyone may join the room). */
export function useLiveContest(): void {
  useLiveRoom(contestRoom);
}
