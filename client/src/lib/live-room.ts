import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Room, RoomClient, RoomPayload } from './room-client.ts';

/**
 * What one room's pushes do to the cache: `onPush` patches a query (`setQueryData`) or marks it
 * stale (`invalidateQueries`), so no screen keeps a second copy of the state. Pushes are hints and
 * queries the truth (DESIGN §6): pushes sent while the socket was away are lost, so after every
 * reconnect the `resync` queries are fetched again.
 */
export type LiveRoom<R extends Room = Room> = {
  readonly room: R;
  readonly onPush: (payload: RoomPayload<R>, queryClient: QueryClient) => void;
  readonly resync: readonly QueryKey[];
};

/** Applies a room's pushes to the cache until the returned function leaves the room. */
export function syncRoom<R extends Room>(rooms: RoomClient, queryClient: QueryClient, live: LiveRoom<R>): () => void {
  return rooms.subscribe(
    live.room,
    (payload) => live.onPush(payload, queryClient),
    () => {
      for (const queryKey of live.resync) void queryClient.invalidateQueries({ queryKey });
    },
  );
}
