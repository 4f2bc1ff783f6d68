import type { LiveRoom } from '../../../../lib/live-room.ts';
import { useLiveRoom } from '../../../../lib/socket.ts';
import { statsQueryRoot } from '../api/statistics-queries.ts';

// The admin room's `stats` push follows every projected batch; the figures are fetched again at
// most every two seconds however fast events arrive.
const refreshEveryMs = 2000;
let lastRefresh = 0;
let pending: number | undefined;

const liveStatistics: LiveRoom<'admin'> = {
  room: 'admin',
  onPush: (notice, queryClient) => {
    if (notice.type !== 'stats' || pending !== undefined) return;
    const wait = Math.max(0, lastRefresh + refreshEveryMs - Date.now());
    pending = window.setTimeout(() => {
      pending = undefined;
      lastRefresh = Date.now();
      void queryClient.invalidateQueries({ queryKey: statsQueryRoot });
    }, wait);
  },
  resync: [statsQueryRoot],
};

/** While the statistics tab is open its figures move with the events. */
export function useLiveStatistics(): void {
  useLiveRoom(liveStatistics);
}
