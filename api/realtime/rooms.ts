export type RoomKind = 'leaderboard' | 'design' | 'moderation' | 'admin';

export type SocketActor = { readonly id: string; readonly role: string; readonly sessionId?: string } | undefined;

export const staffRooms = ['moderation', 'admin'] as const;

/** Every socket of a session is also in this room, so an ended session's sockets are found on every node. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

const roomPattern = /^(leaderboard|moderation|admin|design:[\w-]{1,64})$/;

export function roomKind(room: string): RoomKind | undefined {
  if (!roomPattern.test(room)) return undefined;
  return room.startsWith('design:') ? 'design' : (room as RoomKind);
}

/** Who may join a room (DESIGN §6): public rooms for anyone, staff rooms by role. */
export function mayJoin(kind: RoomKind, actor: SocketActor): boolean {
  if (kind === 'moderation') return actor?.role === 'moderator';
  if (kind === 'admin') return actor?.role === 'admin';
  return true;
}
