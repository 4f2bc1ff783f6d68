import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribe as watch } from 'valtio';
import { type LiveRoom, syncRoom } from './live-room.ts';
import { createRoomClient, type Room, type RoomClient } from './room-client.ts';
import { session, tokenFor } from './session.ts';

let appRooms: Promise<RoomClient> | null = null;

/**
 * The app's one Socket.IO connection, opened with the first room; a new session token reconnects
 * it. The client library loads with the first room, so pages without one never download it.
 */
function rooms(): Promise<RoomClient> {
  appRooms ??= import('socket.io-client').then(({ io }) => {
    const currentToken = () => tokenFor(session.role ?? 'any');
    let connectedToken: string | null = null;
    const socket = io({
      path: '/socket.io',
      autoConnect: false,
      auth: (send) => {
        connectedToken = currentToken();
        send({ token: connectedToken });
      },
    });
    // The server checks staff rooms on join, so a login or logout joins every room again as the new account.
    watch(session, () => {
      if (socket.active && currentToken() !== connectedToken) socket.disconnect().connect();
    });
    return createRoomClient(socket);
  });
  return appRooms;
}

/**
 * Keeps the cache in step with a room's pushes while the calling component is mounted (null: no
 * room). Pass a LiveRoom defined once at module level, not one built on each render.
 */
export function useLiveRoom<R extends Room>(live: LiveRoom<R> | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!live) return;
    let leave: (() => void) | null = null;
    let unmounted = false;
    void rooms().then((client) => {
      if (!unmounted) leave = syncRoom(client, queryClient, live);
    });
    return () => {
      unmounted = true;
      leave?.();
    };
  }, [live, queryClient]);
}
