export type RoomKind = 'leaderboard' | 'contest' | 'design' | 'moderation' | 'admin' | 'user';

export type SocketActor = { readonly id: string; readonly role: string; readonly sessionId?: string } | undefined;

export const staffRooms = ['moderation', 'admin'] as const;

/** Every socket of a session is also in this room, so an ended session's sockets are found on every node. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

const roomPattern = /^(leaderboard|contest|moderation|admin|(design|user):[\w-]{1,64})$/;

export function roomKind(room: string): RoomKind | undefined {
  if (!roomPattern.test(room)) return undefined;
  return room.split(':')[0] as RoomKind;
}

/** Rooms that need the socket's session looked up before joining. */
export const needsActor = (kind: RoomKind) => kind === 'moderation' || kind === 'admin' || kind === 'user';

/** Who may join a room (DESIGN §6): public rooms for anyone, staff rooms by role, `user:{id}` only its owner. */
export function mayJoin(kind: RoomKind, actor: SocketActor, room: string): boolean {
  if (kind === 'user') return actor !== undefined && room === `user:${actor.id}`;
  if (kind === 'moderation') return actor?.role === 'moderator';
  if (kind === 'admin') return actor?.role === 'admin';
  return true;
}
