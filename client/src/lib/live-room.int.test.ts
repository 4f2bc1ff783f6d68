import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { Server } from 'socket.io';
import { io, type Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type LiveRoom, syncRoom } from './live-room.ts';
import { createRoomClient, type DesignCounts } from './room-client.ts';

// A Socket.IO server speaking the room protocol of DESIGN §6: `subscribe` / `unsubscribe` with an
// acknowledgement; the staff-only `moderation` room is refused to everyone here.
async function startRoomServer() {
  const http = createServer();
  const server = new Server(http, { path: '/socket.io', serveClient: false });
  const joins: string[] = [];
  const leaves: string[] = [];
  const refusals: string[] = [];
  server.on('connection', (socket) => {
    socket.on('subscribe', async ({ room }: { room: string }, ack: (answer: object) => void) => {
      if (room === 'moderation') {
        refusals.push(room);
        return ack({ ok: false, message: 'No tienes permiso para realizar esta acción.' });
      }
      await socket.join(room);
      joins.push(room);
      ack({ ok: true });
    });
    socket.on('unsubscribe', ({ room }: { room: string }) => leaves.push(room));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return {
    server,
    url,
    joins,
    leaves,
    refusals,
    close: () => new Promise<void>((resolve) => void server.close(() => resolve())),
  };
}

const poll = { timeout: 10_000 };
const designCounts = (id: string, totalVotes: number): DesignCounts => ({ id, totalVotes, totalShares: 0 });

describe('live rooms: Socket.IO pushes applied to the query cache', () => {
  let rooms: Awaited<ReturnType<typeof startRoomServer>>;
  let socket: Socket;
  let queryClient: QueryClient;

  beforeEach(async () => {
    rooms = await startRoomServer();
    socket = io(rooms.url, {
      path: '/socket.io',
      autoConnect: false,
      transports: ['websocket'],
      reconnectionDelay: 50,
    });
    queryClient = new QueryClient();
  });
  afterEach(async () => {
    socket.disconnect();
    queryClient.clear();
    await rooms.close();
  });

  it('should patch the query of the design a push is about, and no other', async () => {
    const designRoom: LiveRoom<'design:abc'> = {
      room: 'design:abc',
      onPush: (counts, client) => client.setQueryData(['design', counts.id], counts),
      resync: [],
    };
    queryClient.setQueryData(['design', 'abc'], designCounts('abc', 1));
    queryClient.setQueryData(['design', 'other'], designCounts('other', 7));
    syncRoom(createRoomClient(socket), queryClient, designRoom);
    await expect.poll(() => rooms.joins, poll).toEqual(['design:abc']);

    rooms.server.to('design:abc').emit('design', designCounts('abc', 2));
    rooms.server.emit('design', designCounts('other', 8));

    await expect.poll(() => queryClient.getQueryData(['design', 'abc']), poll).toEqual(designCounts('abc', 2));
    expect(queryClient.getQueryData(['design', 'other'])).toEqual(designCounts('other', 7));
  });

  it('should route a push that names its design `designId` and carries only some counts', async () => {
    const designRoom: LiveRoom<'design:abc'> = {
      room: 'design:abc',
      onPush: (counts, client) => client.setQueryData(['design', 'abc'], counts),
      resync: [],
    };
    syncRoom(createRoomClient(socket), queryClient, designRoom);
    await expect.poll(() => rooms.joins, poll).toEqual(['design:abc']);
    rooms.server.to('design:abc').emit('design', { designId: 'abc', totalShares: 3 });
    await expect
      .poll(() => queryClient.getQueryData(['design', 'abc']), poll)
      .toEqual({ designId: 'abc', totalShares: 3 });
  });

  it('should join again after a reconnect and refetch the queries it resynchronises', async () => {
    let fetches = 0;
    const leaderboard = new QueryObserver(queryClient, {
      queryKey: ['leaderboard'],
      queryFn: async () => ++fetches,
      staleTime: Number.POSITIVE_INFINITY,
    });
    const stopObserving = leaderboard.subscribe(() => undefined);
    const leaderboardRoom: LiveRoom<'leaderboard'> = {
      room: 'leaderboard',
      onPush: (_rows, client) => void client.invalidateQueries({ queryKey: ['leaderboard'] }),
      resync: [['leaderboard']],
    };
    syncRoom(createRoomClient(socket), queryClient, leaderboardRoom);
    await expect.poll(() => rooms.joins, poll).toEqual(['leaderboard']);
    await expect.poll(() => fetches, poll).toBe(1);

    rooms.server.to('leaderboard').emit('leaderboard', []);
    await expect.poll(() => fetches, poll).toBe(2);

    // The server drops the transport: the client reconnects on its own, joins again and refetches.
    for (const connected of rooms.server.sockets.sockets.values()) connected.conn.close();
    await expect.poll(() => rooms.joins, poll).toEqual(['leaderboard', 'leaderboard']);
    await expect.poll(() => fetches, poll).toBe(3);

    rooms.server.to('leaderboard').emit('leaderboard', []);
    await expect.poll(() => fetches, poll).toBe(4);
    stopObserving();
  });

  it('should leave a room when its last listener goes, and disconnect when no room is left', async () => {
    const client = createRoomClient(socket);
    const first = client.subscribe(
      'leaderboard',
      () => undefined,
      () => undefined,
    );
    const second = client.subscribe(
      'leaderboard',
      () => undefined,
      () => undefined,
    );
    const design = client.subscribe(
      'design:abc',
      () => undefined,
      () => undefined,
    );
    await expect.poll(() => rooms.joins.toSorted(), poll).toEqual(['design:abc', 'leaderboard']);

    first();
    design();
    await expect.poll(() => rooms.leaves, poll).toEqual(['design:abc']);
    second();
    expect(socket.connected).toBe(false);
    await expect.poll(async () => (await rooms.server.fetchSockets()).length, poll).toBe(0);
  });

  it('should ask again for a refused room after a reconnect, without resynchronising', async () => {
    let connects = 0;
    let rejoins = 0;
    socket.on('connect', () => connects++);
    createRoomClient(socket).subscribe(
      'moderation',
      () => undefined,
      () => rejoins++,
    );
    await expect.poll(() => rooms.refusals, poll).toEqual(['moderation']);

    for (const connected of rooms.server.sockets.sockets.values()) connected.conn.close();
    await expect.poll(() => connects, poll).toBe(2);
    await expect.poll(() => rooms.refusals, poll).toEqual(['moderation', 'moderation']);
    expect({ rejoins, joins: rooms.joins }).toEqual({ rejoins: 0, joins: [] });
  });
});
