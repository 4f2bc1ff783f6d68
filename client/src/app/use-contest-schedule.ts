import { useQuery } from '@tanstack/react-query';
import type { ContestSchedule } from '../../../events/schemas/contest.ts';
import { specSchedule } from '../content/spec-schedule.ts';
import { contestEventQueryOptions } from '../features/contest/api/get-event.ts';

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
