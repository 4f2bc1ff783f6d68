import type { LiveRoom } from '../../../lib/live-room.ts';
import { useLiveRoom } from '../../../lib/socket.ts';
import { contestEventQueryKey } from './get-event.ts';

// The admin room's `stats` push counts the event types of each batch the server projects; a
// batch with a contest event means an admin changed the settings.
const settingsEventTypes = ['ContestScheduled', 'ContestRescheduled'];

export const contestSettingsPushes: LiveRoom<'admin'> = {
  room: 'admin',
  onPush: (notice, queryClient) => {
    const counts = notice.type === 'stats' ? (notice.eventCounts as Record<string, number> | undefined) : undefined;
    if (settingsEventTypes.some((type) => counts?.[type] !== undefined)) {
      void queryClient.invalidateQueries({ queryKey: contestEventQueryKey });
    }
  },
  resync: [contestEventQueryKey],
};

/** While an admin is signed in, the event settings follow any admin's change without a reload. */
export function useLiveContestEvent(isAdmin: boolean): void {
  useLiveRoom(isAdmin ? contestSettingsPushes : null);
}
