import type { Socket } from 'socket.io-client';

/** A design's counts; a push may carry only what changed (votes or shares). `id` is DESIGN §6's older name. */
export type DesignCounts = { designId?: string; id?: string; totalVotes?: number | null; totalShares?: number };
/** The public top 10 as it stands; no rows while the contest hides its counts. */
export type LeaderboardPush = { revealVotes: boolean; rows: ReadonlyArray<Record<string, unknown>> };
export type ModerationNotice = { type: 'submitted' | 'reviewed' } & Record<string, unknown>;
type AdminNoticeType = 'deletion-requested' | 'deletion-revoked' | 'deletion-executed' | 'stats';
export type AdminNotice = { type: AdminNoticeType } & Record<string, unknown>;
/** The public `contest` room: the event settings or the chat assistant's, as just saved. */
export type ContestNotice = { type: 'event' | 'assistant'; data: unknown };
/** The signed-in user's own room: a texture settled (ready or failed) or the library changed. */
export type UserNotice = { type: 'texture'; texture: Record<string, unknown> } | { type: 'library' };

// The server emits one event per room kind (DESIGN §6).
type Payloads = {
  leaderboard: LeaderboardPush;
  design: DesignCounts;
  moderation: ModerationNotice;
  admin: AdminNotice;
  contest: ContestNotice;
  user: UserNotice;
};

export type Room = 'leaderboard' | 'moderation' | 'admin' | 'contest' | `design:${string}` | `user:${string}`;
export type RoomPayload<R extends Room> = Payloads[R extends `design:${string}`
  ? 'design'
  : R extends `user:${string}`
    ? 'user'
    : R];

type Ack = { ok: true } | { ok: false; message: string };
type Listener = { onPush: (payload: unknown) => void; onRejoined: () => void };
type RoomState = { listeners: Set<Listener>; joinedBefore: boolean };

export type RoomClient = {
  /** Joins `room` (now or on connect); `onRejoined` runs after each join that follows a reconnect. Returns "leave". */
  subscribe<R extends Room>(room: R, onPush: (payload: RoomPayload<R>) => void, onRejoined: () => void): () => void;
};

const ACK_TIMEOUT_MS = 5000;
const roomEvents = ['leaderboard', 'design', 'moderation', 'admin', 'contest', 'user'] as const;

// A `user` push names no user: it comes from the one user room this socket (one session) may join.
const roomOf = (event: (typeof roomEvents)[number], payload: unknown, joined: Iterable<Room>): Room | undefined => {
  if (event === 'design') return `design:${(payload as DesignCounts).designId ?? (payload as DesignCounts).id}`;
  if (event === 'user') return [...joined].find((room) => room.startsWith('user:'));
  return event;
};

/** The rooms of one socket: joined while someone listens, joined again after every reconnect. */
export function createRoomClient(socket: Socket): RoomClient {
  const rooms = new Map<Room, RoomState>();

  const join = (room: Room) =>
    socket.timeout(ACK_TIMEOUT_MS).emit('subscribe', { room }, (err: Error | null, ack?: Ack) => {
      const state = rooms.get(room);
      // A refused or unanswered join leaves the room's queries as the truth until the next connect.
      if (err || !ack?.ok || !state) return;
      if (state.joinedBefore) for (const listener of state.listeners) listener.onRejoined();
      state.joinedBefore = true;
    });

  socket.on('connect', () => {
    for (const room of rooms.keys()) join(room);
  });
  for (const event of roomEvents) {
    socket.on(event, (payload: unknown) => {
      const room = roomOf(event, payload, rooms.keys());
      for (const listener of (room && rooms.get(room)?.listeners) || []) listener.onPush(payload);
    });
  }

  return {
    subscribe(room, onPush, onRejoined) {
      const listener: Listener = { onPush: onPush as (payload: unknown) => void, onRejoined };
      const state = rooms.get(room) ?? { listeners: new Set<Listener>(), joinedBefore: false };
      const isNewRoom = state.listeners.size === 0;
      state.listeners.add(listener);
      rooms.set(room, state);
      if (!socket.active) socket.connect();
      else if (isNewRoom && socket.connected) join(room);

      return () => {
        state.listeners.delete(listener);
        if (state.listeners.size > 0 || rooms.get(room) !== state) return;
        rooms.delete(room);
        // Disconnecting leaves every room at once.
        if (rooms.size === 0) socket.disconnect();
        else if (socket.connected) socket.emit('unsubscribe', { room });
      };
    },
  };
}
