import { io, type Socket } from 'socket.io-client';
import { subscribe as watch } from 'valtio';
import { messages } from '../../../events/schemas/messages.ts';
import { session, tokenFor } from './session.ts';

export type DesignCounts = { id: string; totalVotes: number; totalShares: number };
export type LeaderboardRows = ReadonlyArray<Record<string, unknown>>;
export type ModerationNotice = { type: 'submitted' | 'reviewed' } & Record<string, unknown>;
export type AdminNotice = {
  type: 'deletion-requested' | 'deletion-revoked' | 'deletion-executed' | 'stats';
} & Record<string, unknown>;

type Payloads = {
  leaderboard: LeaderboardRows;
  design: DesignCounts;
  moderation: ModerationNotice;
  admin: AdminNotice;
};

export type Room = 'leaderboard' | 'moderation' | 'admin' | `design:${string}`;
export type RoomPayload<R extends Room> = Payloads[R extends `design:${string}` ? 'design' : R];

type Ack = { ok: true } | { ok: false; message: string };
type Subscriber = { onMessage: (payload: unknown) => void; onError?: (message: string) => void };

const ACK_TIMEOUT_MS = 5000;
const subscribers = new Map<Room, Set<Subscriber>>();
let socket: Socket | null = null;
let connectedToken: string | null = null;

const currentToken = () => tokenFor(session.role ?? 'any');

function dispatch(room: Room, payload: unknown): void {
  for (const subscriber of subscribers.get(room) ?? []) subscriber.onMessage(payload);
}

function join(client: Socket, room: Room): void {
  client.timeout(ACK_TIMEOUT_MS).emit('subscribe', { room }, (err: Error | null, ack?: Ack) => {
    if (!err && ack?.ok) return;
    const message = ack && !ack.ok ? ack.message : messages.errors.generic;
    for (const subscriber of subscribers.get(room) ?? []) subscriber.onError?.(message);
  });
}

function connection(): Socket {
  if (socket) return socket;
  const client = io({
    path: '/socket.io',
    autoConnect: false,
    auth: (send) => {
      connectedToken = currentToken();
      send({ token: connectedToken });
    },
  });
  client.on('connect', () => {
    for (const room of subscribers.keys()) join(client, room);
  });
  client.on('leaderboard', (payload: LeaderboardRows) => dispatch('leaderboard', payload));
  client.on('moderation', (payload: ModerationNotice) => dispatch('moderation', payload));
  client.on('admin', (payload: AdminNotice) => dispatch('admin', payload));
  client.on('design', (payload: DesignCounts) => dispatch(`design:${payload.id}`, payload));
  watch(session, () => {
    if (client.active && currentToken() !== connectedToken) client.disconnect().connect();
  });
  socket = client;
  return client;
}

/**
 * Joins a room and calls onMessage with each push for it. Rooms are re-joined after every
 * reconnect (the server re-checks staff roles then). Returns the function that leaves the room.
 */
export function subscribe<R extends Room>(
  room: R,
  onMessage: (payload: RoomPayload<R>) => void,
  onError?: (message: string) => void,
): () => void {
  const client = connection();
  const subscriber: Subscriber = { onMessage: onMessage as (payload: unknown) => void, onError };
  const roomSubscribers = subscribers.get(room) ?? new Set<Subscriber>();
  const isNewRoom = roomSubscribers.size === 0;
  roomSubscribers.add(subscriber);
  subscribers.set(room, roomSubscribers);

  if (!client.active) client.connect();
  else if (isNewRoom && client.connected) join(client, room);

  return () => {
    roomSubscribers.delete(subscriber);
    if (roomSubscribers.size > 0 || subscribers.get(room) !== roomSubscribers) return;
    subscribers.delete(room);
    if (client.connected) client.emit('unsubscribe', { room });
    if (subscribers.size === 0) client.disconnect();
  };
}
