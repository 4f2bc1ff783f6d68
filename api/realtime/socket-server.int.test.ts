import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../ops/testing/test-platform.ts';
import type { Projection } from '../../projections/projection.ts';
import { readModels } from '../../projections/read-models.ts';

// Pushes each `Liked` event's counter to its design room, as the gallery projection will.
const likesProjection: Projection = {
  name: 'test_likes',
  tables: [],
  async createTables() {},
  async apply(_trx, events) {
    return events
      .filter((event) => event.type === 'Liked')
      .map((event) => ({
        room: `design:${event.streamId}`,
        event: 'design',
        payload: { id: event.streamId, totalVotes: event.streamVersion },
      }));
  },
};

type Answer = { ok: boolean; message?: string };

describe('Socket.IO rooms', () => {
  let platform: TestPlatform;
  const clients: Socket[] = [];

  beforeAll(async () => {
    platform = await startTestPlatform(
      {},
      {
        projections: [...readModels, likesProjection],
        authenticate: async (token) => (token === 'moderator-token' ? { id: 'm1', role: 'moderator' } : undefined),
      },
    );
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await platform?.close();
  });

  function connect(token?: string): Socket {
    const client = io(platform.url, { path: '/socket.io', transports: ['websocket'], auth: token ? { token } : {} });
    clients.push(client);
    return client;
  }
  const join = (client: Socket, room: string) => client.emitWithAck('subscribe', { room }) as Promise<Answer>;

  it('pushes a projection change to the clients in that room only', async () => {
    const watcher = connect();
    const bystander = connect();
    expect(await join(watcher, 'design:abc')).toEqual({ ok: true });
    expect(await join(bystander, 'design:other')).toEqual({ ok: true });
    const seen: unknown[] = [];
    const unseen: unknown[] = [];
    watcher.on('design', (payload) => seen.push(payload));
    bystander.on('design', (payload) => unseen.push(payload));

    await platform.services.store.append('abc', [{ type: 'Liked', data: {} }], { expectedVersion: 0 });
    await expect.poll(() => seen).toEqual([{ id: 'abc', totalVotes: 1 }]);
    expect(unseen).toEqual([]);

    expect(await watcher.emitWithAck('unsubscribe', { room: 'design:abc' })).toEqual({ ok: true });
    await platform.services.store.append('abc', [{ type: 'Liked', data: {} }], { expectedVersion: 1 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen).toHaveLength(1);
  });

  it('lets only moderators into the moderation room and only admins into the admin room', async () => {
    expect(await join(connect(), 'moderation')).toEqual({
      ok: false,
      message: 'No tienes permiso para realizar esta acción.',
    });
    expect(await join(connect('moderator-token'), 'moderation')).toEqual({ ok: true });
    expect(await join(connect('moderator-token'), 'admin')).toMatchObject({ ok: false });
  });

  it('refuses rooms that do not exist', async () => {
    expect(await join(connect(), 'everything')).toMatchObject({ ok: false });
    expect(await connect().emitWithAck('subscribe', 'not an object')).toMatchObject({ ok: false });
  });
});
