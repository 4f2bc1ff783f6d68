import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { io } from 'socket.io-client';
import { subscribe as watch } from 'valtio';
import { type LiveRoom, syncRoom } from './live-room.ts';
import { createRoomClient, type Room, type RoomClient } from './room-client.ts';
import { session, tokenFor } from './session.ts';

let appRooms: RoomClient | null = null;

/** The app's one Socket.IO connection, opened with the first room; a new session token reconnects it. */
function rooms(): RoomClient {
  if (appRooms) return appRooms;
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
  appRooms = createRoomClient(socket);
  return appRooms;
}

/**
 * Keeps the cache in step with a room's pushes while the calling component is mounted (null: no
 * room). Pass a LiveRoom defined once at module level, not one built on each render.
 */
export function useLiveRoom<R extends Room>(live: LiveRoom<R> | null): void {
  const queryClient = useQueryClient();
  useEffect(() => (live ? syncRoom(rooms(), queryClient, live) : undefined), [live, queryClient]);
}
