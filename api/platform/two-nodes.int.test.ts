import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../ops/testing/api-client.ts';
import { type ProductProcess, startProductProcess } from '../../ops/testing/product-process.ts';
import { createTestDatabase, type TestDatabase } from '../../ops/testing/test-database.ts';

// Two real `npm start` processes on one PostgreSQL: both serve, one projects, pushes cross nodes.
describe('two app nodes on one database', () => {
  let database: TestDatabase;
  let leader: ProductProcess;
  let follower: ProductProcess;
  let socket: Socket;

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { DATABASE_URL: database.url, SOCKET_ADAPTER: 'postgres' };
    leader = await startProductProcess(env);
    follower = await startProductProcess(env);
  }, 90_000);
  afterAll(async () => {
    socket?.close();
    await Promise.all([leader?.stop(), follower?.stop()]);
    await database?.drop();
  });

  const health = async (node: ProductProcess) => (await apiClient(node.url).get('/health')).body;

  it('projects on one node only, delivers its pushes to the other node’s clients, and fails over when the leader dies', async () => {
    expect((await health(leader)).leader).toBe(true);
    expect((await health(follower)).leader).toBe(false);

    await promisify(execFile)(
      process.execPath,
      ['ops/cli/create-staff.ts', '--role', 'admin', '--email', 'jefa@concurso.local', '--password', 'adminpass1'],
      {
        env: { ...process.env, DATABASE_URL: database.url },
      },
    );
    const followerApi = apiClient(follower.url);
    const { body } = await followerApi.post('/admin/login', { email: 'jefa@concurso.local', password: 'adminpass1' });
    socket = io(follower.url, { transports: ['websocket'], auth: { token: body.token } });
    expect(await socket.emitWithAck('subscribe', { room: 'admin' })).toEqual({ ok: true });
    const stats: Array<{ eventCounts: Record<string, number> }> = [];
    socket.on('admin', (payload) => stats.push(payload));

    await followerApi.post('/user/contact-us', { name: 'Ana', issue: 'Hola', message: 'Primero' });
    await expect.poll(() => stats.at(-1)?.eventCounts.ContactMessageSent, { timeout: 10_000 }).toBe(1);

    await leader.stop('SIGKILL');
    await expect.poll(async () => (await health(follower)).leader, { timeout: 15_000 }).toBe(true);
    await followerApi.post('/user/contact-us', { name: 'Ana', issue: 'Hola', message: 'Segundo' });
    await expect.poll(() => stats.at(-1)?.eventCounts.ContactMessageSent, { timeout: 10_000 }).toBe(2);
    // Each projector pushes on its own: the others may be a moment behind the one that pushed.
    await expect
      .poll(async () => (await health(follower)).projectors.every((p: { lag: number }) => p.lag === 0), {
        timeout: 10_000,
      })
      .toBe(true);
  }, 60_000);
});
