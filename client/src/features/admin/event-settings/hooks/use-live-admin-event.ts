import type { LiveRoom } from '../../../../lib/live-room.ts';
import { useLiveRoom } from '../../../../lib/socket.ts';
import { adminEventQueryKey } from '../api/get-admin-event.ts';

// The public `contest` room carries every saved event: the form's query is fetched again, so an
// event another admin saved reaches this admin's open form (which decides what to do with it).
const liveAdminEvent: LiveRoom<'contest'> = {
  room: 'contest',
  onPush: (notice, queryClient) => {
    if (notice.type === 'event') void queryClient.invalidateQueries({ queryKey: adminEventQueryKey });
  },
  resync: [adminEventQueryKey],
};

/** While the event settings are open, they follow the saved event live. */
export function useLiveAdminEvent(): void {
  useLiveRoom(liveAdminEvent);
}
