import type { LiveRoom } from '../../../lib/live-room.ts';
import type { ModerationNotice } from '../../../lib/room-client.ts';
import { moderationQueryKey } from './get-review-queue.ts';

type NoticeListener = (notice: ModerationNotice) => void;
const listeners = new Set<NoticeListener>();

/** Pushes are hints: each one refetches the queue and counters; the screen may also hear of it. */
export const moderationRoom: LiveRoom<'moderation'> = {
  room: 'moderation',
  onPush: (notice, queryClient) => {
    void queryClient.invalidateQueries({ queryKey: moderationQueryKey });
    for (const listener of listeners) listener(notice);
  },
  resync: [moderationQueryKey],
};

/** Hears the room's notices until the returned function is called. */
export function onModerationNotice(listener: NoticeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
