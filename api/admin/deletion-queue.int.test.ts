import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deletionDelayMs } from '../../events/deletion/deletion.events.ts';
import { designStreamId } from '../../events/design/design.events.ts';
import { accountStreamId } from '../../events/identity/identity.events.ts';
import { libraryStreamId } from '../../events/library/library.events.ts';
import { erased } from '../../events/personal-data/personal-data-keys.ts';
import { voterStreamId } from '../../events/vote/vote.events.ts';
import { goodPassword, signedUpUser, signUpBody } from '../../ops/testing/accounts-fixture.ts';
import { apiClient, codeIn } from '../../ops/testing/api-client.ts';
import { type SmtpSink, startSmtpSink } from '../../ops/testing/smtp-sink.ts';
import { onboardedStaff, staffPassword } from '../../ops/testing/staff-fixture.ts';
import { createTestDatabase, type TestDatabase } from '../../ops/testing/test-database.ts';
import { findAccount } from '../../projections/accounts/accounts.projection.ts';
import { loadConfig } from '../config.ts';
import { emailHash } from '../identity/secrets.ts';
import { createLogger } from '../platform/logger.ts';
import { type RunningPlatform, startPlatform } from '../platform/start-platform.ts';

type Notice = { type: string; accountId: string; whom?: string; byName?: string; executeAt: number };

describe('the 4-hour deletion queue', () => {
  let database: TestDatabase;
  let dataDir: string;
  let mailbox: SmtpSink;
  let platform: RunningPlatform;
  let api: ReturnType<typeof apiClient>;
  let admin: Awaited<ReturnType<typeof onboardedStaff>>;
  let otherAdmin: Awaited<ReturnType<typeof onboardedStaff>>;
  let watcher: Socket;
  const notices: Notice[] = [];
  const clock = { at: Date.now(), now: () => clock.at };

  // A node on the test's own database: stopping it and starting another is a restart.
  async function start() {
    const config = loadConfig({
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      PORT: '0',
      SEED_DEMO: 'false',
      PASSWORD_HASH_COST: '12',
      SMTP_URL: mailbox.url,
      AUTH_RATE_LIMIT: '1000',
      AUTH_EMAIL_RATE_LIMIT: '1000',
    });
    platform = await startPlatform(config, createLogger('silent'), { clock, deletionSweepMs: 200 });
    api = apiClient(platform.app);
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.pool.end();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'contest-deletion-'));
    mailbox = await startSmtpSink();
    await start();
    admin = await onboardedStaff(platform, mailbox, 'admin', 'Ana Admin');
    otherAdmin = await onboardedStaff(platform, mailbox, 'admin', 'Beto Admin');
    expect(await watch(otherAdmin.token)).toEqual({ ok: true });
  });
  afterAll(async () => {
    watcher?.close();
    await platform?.close();
    await mailbox?.close();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const codesSent = new Map<string, number>();
  async function mailedCode(email: string) {
    const skip = codesSent.get(email) ?? 0;
    codesSent.set(email, skip + 1);
    return codeIn((await mailbox.waitFor(email, { subject: /código/, skip })).text);
  }

  // Staff sessions idle out after an hour: after the clock jumps, the admins sign in again.
  async function signInAgain(staff: { email: string; token: string }) {
    const login = await api.post('/admin/login', { email: staff.email, password: staffPassword });
    staff.token = (
      await api.post('/admin/verify-otp', { id: login.body.data._id, otp: await mailedCode(staff.email) })
    ).body.token;
  }

  function watch(token: string) {
    watcher?.close();
    watcher = io(platform.url, { transports: ['websocket'], auth: { token } });
    watcher.on('admin', (notice: Notice) => notice.type.startsWith('deletion') && notices.push(notice));
    return watcher.emitWithAck('subscribe', { room: 'admin' });
  }

  async function jump(ms: number) {
    clock.at += ms;
    await signInAgain(admin);
    await signInAgain(otherAdmin);
    expect(await watch(otherAdmin.token)).toEqual({ ok: true });
  }

  const users = (search: string) => api.get(`/admin/get-users?search=${encodeURIComponent(search)}`, admin.token);
  const queue = async () => (await api.get('/admin/deleted-users', admin.token)).body.data as { _id: string }[];

  async function logIn(email: string) {
    if (!codesSent.has(email)) codesSent.set(email, 1); // the sign-up code
    const login = await api.post('/user/login', { email, password: goodPassword });
    if (login.status !== 200) return login;
    return api.post('/user/verify-otp', { id: login.body.data._id, otp: await mailedCode(email), type: 'login' });
  }

  it('lists users ten per page with search and sorting', async () => {
    const people = [];
    for (let i = 0; i < 11; i++) people.push(await signedUpUser(platform.url, mailbox, `lista-${i}@paginas.mx`));
    const first = await api.get('/admin/get-users?search=paginas.mx&sortBy=email&sortAt=asc', admin.token);
    expect(first.body.totalCount).toBe(11);
    expect(first.body.data).toHaveLength(10);
    expect(first.body.data[0]).toMatchObject({ email: 'lista-0@paginas.mx', name: 'Ana López', state: 'Jalisco' });
    const second = await api.get('/admin/get-users?search=paginas.mx&sortBy=email&sortAt=asc&page=2', admin.token);
    expect(second.body.data.map((row: { email: string }) => row.email)).toEqual(['lista-9@paginas.mx']);
    expect((await api.get('/admin/get-admins?search=Beto', admin.token)).body.data).toMatchObject([
      { name: 'Beto Admin', email: otherAdmin.email },
    ]);
    expect((await users('%')).body.totalCount).toBe(0);
  });

  it('refuses an empty selection, an admin deleting themself, and unknown accounts', async () => {
    expect((await api.post('/admin/delete-users', { userIds: [] }, admin.token)).body.message).toBe(
      'Please select atleast one User',
    );
    expect((await api.post('/admin/delete-moderators', {}, admin.token)).body.message).toBe(
      'Please select atleast one Moderator',
    );
    const self = await api.post('/admin/delete-admins', { adminIds: [admin.id] }, admin.token);
    expect(self).toMatchObject({ status: 422, body: { message: 'No puedes eliminar tu propia cuenta.' } });
    expect((await api.post('/admin/delete-users', { userIds: [otherAdmin.id] }, admin.token)).status).toBe(404);
  });

  it('queues a user, ends their sessions, announces it, and restores them on revoke', async () => {
    const ana = await signedUpUser(platform.url, mailbox, 'ana-revocada@ejemplo.mx');
    const queued = await api.post('/admin/delete-users', { userIds: [ana.id] }, admin.token);
    expect(queued.status).toBe(200);
    expect(queued.body.data).toEqual([
      expect.objectContaining({
        _id: ana.id,
        email: ana.email,
        requestedBy: { _id: admin.id, name: 'Ana Admin' },
        executeAt: clock.at + deletionDelayMs,
      }),
    ]);
    expect((await users('ana-revocada')).body.totalCount).toBe(0);
    expect((await api.get('/user/profile', ana.token)).status).toBe(401);
    expect((await logIn(ana.email)).status).toBe(403);
    await expect
      .poll(() => notices.at(-1))
      .toMatchObject({
        type: 'deletion-requested',
        accountId: ana.id,
        whom: `Ana López (${ana.email})`,
        byName: 'Ana Admin',
        executeAt: clock.at + deletionDelayMs,
      });

    expect((await api.post('/admin/revoke-users', { userIds: [ana.id] }, admin.token)).body.data).toEqual([]);
    await expect.poll(() => notices.at(-1)).toMatchObject({ type: 'deletion-revoked', accountId: ana.id });
    expect((await users('ana-revocada')).body.totalCount).toBe(1);
    expect((await logIn(ana.email)).status).toBe(200);

    // The revoked request's time passes: nothing runs.
    await jump(deletionDelayMs + 1000);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await findAccount(platform.services.db, ana.id))?.email).toBe(ana.email);
  });

  it('executes after four hours: designs out, likes withdrawn, the person erased', async () => {
    const beto = await signedUpUser(platform.url, mailbox, 'beto-borrado@ejemplo.mx');
    const { store } = platform.services;
    await store.append(
      libraryStreamId(beto.id),
      [{ type: 'DesignSubmitted', data: { designId: 'd-beto', at: clock.at } }],
      {
        expectedVersion: 0,
      },
    );
    await store.append(
      designStreamId('d-beto'),
      [
        {
          type: 'DesignSubmittedForReview',
          data: { designId: 'd-beto', userId: beto.id, status: 'PENDING', at: clock.at },
        },
        {
          type: 'DesignReviewed',
          data: {
            designId: 'd-beto',
            userId: beto.id,
            status: 'VERIFIED',
            comments: '',
            moderatorId: 'm',
            at: clock.at,
          },
        },
      ],
      { expectedVersion: 0 },
    );
    await store.append(
      voterStreamId(beto.id),
      [
        { type: 'VoteCast', data: { voterId: beto.id, designId: 'd-1', at: clock.at } },
        { type: 'VoteCast', data: { voterId: beto.id, designId: 'd-2', at: clock.at } },
        { type: 'VoteWithdrawn', data: { voterId: beto.id, designId: 'd-1', reason: 'voter', at: clock.at } },
      ],
      { expectedVersion: 0 },
    );

    await api.post('/admin/delete-users', { userIds: [beto.id] }, admin.token);
    await jump(deletionDelayMs - 1000);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await queue()).toHaveLength(1);

    await jump(1000);
    await expect.poll(queue).toEqual([]);
    await expect.poll(() => notices.at(-1)).toMatchObject({ type: 'deletion-executed', accountId: beto.id });
    const design = await store.readStream(designStreamId('d-beto'));
    expect(design.events.at(-1)).toMatchObject({
      type: 'DesignReviewed',
      data: { status: 'REJECTED', moderatorId: 'system', comments: 'Cuenta eliminada' },
    });
    const votes = await store.readStream(voterStreamId(beto.id));
    expect(votes.events.slice(3).map((event) => event.data)).toEqual([
      { voterId: beto.id, designId: 'd-2', reason: 'account-deleted', at: clock.at },
    ]);
    await expect.poll(async () => (await findAccount(platform.services.db, beto.id))?.email).toBe(erased);
    expect((await logIn(beto.email).catch(() => ({ status: 0 }))).status).not.toBe(200);
  });

  it('frees the e-mail of an erased account: the person registers anew with it, the old account stays shut', async () => {
    const dani = await signedUpUser(platform.url, mailbox, 'dani-regresa@ejemplo.mx');
    codesSent.set(dani.email, 1); // the sign-up code
    await api.post('/admin/delete-users', { userIds: [dani.id] }, admin.token);
    await jump(deletionDelayMs);
    await expect.poll(queue).toEqual([]);
    await expect.poll(async () => (await findAccount(platform.services.db, dani.id))?.email).toBe(erased);

    // The old password opens nothing: no account holds the address any more.
    const oldLogin = await api.post('/user/login', { email: dani.email, password: goodPassword });
    expect(oldLogin).toMatchObject({ status: 401 });

    const newPassword = 'Regreso-2025!';
    const again = await api.post('/user/signup', signUpBody(dani.email, { firstName: 'Dani', password: newPassword }));
    expect(again.status).toBe(201);
    const newId = again.body.data._id as string;
    expect(newId).not.toBe(dani.id);
    const verified = await api.post('/user/verify-otp', {
      id: newId,
      otp: await mailedCode(dani.email),
      type: 'signup',
    });
    expect(verified.status).toBe(200);
    expect((await api.get('/user/profile', verified.body.token)).body.data.data).toMatchObject({
      _id: newId,
      firstName: 'Dani',
      email: dani.email,
    });

    // The erased account stays erased and shut; the address now leads to the new one only.
    expect((await api.post('/user/login', { email: dani.email, password: goodPassword })).status).toBe(401);
    expect((await api.post('/user/login', { email: dani.email, password: newPassword })).body.data._id).toBe(newId);
    expect((await findAccount(platform.services.db, dani.id))?.email).toBe(erased);
    const reservation = await platform.services.store.readStream(accountStreamId(emailHash(dani.email)));
    expect(reservation.events.map((event) => [event.type, (event.data as { accountId: string }).accountId])).toEqual([
      ['AccountReserved', dani.id],
      ['AccountReleased', dani.id],
      ['AccountReserved', newId],
    ]);
  });

  it('runs a deletion that fell due while the server was down at the next start', async () => {
    const carla = await signedUpUser(platform.url, mailbox, 'carla-reinicio@ejemplo.mx');
    await api.post('/admin/delete-users', { userIds: [carla.id] }, admin.token);
    watcher.close();
    await platform.close();

    clock.at += deletionDelayMs + 60_000;
    await start();
    await signInAgain(admin);
    await expect.poll(async () => (await findAccount(platform.services.db, carla.id))?.email).toBe(erased);
    expect(await queue()).toEqual([]);
  });

  it('keeps one admin when two admins delete each other at once', async () => {
    await signInAgain(otherAdmin);
    const cruz = await onboardedStaff(platform, mailbox, 'admin', 'Cruz Admin');
    const dora = await onboardedStaff(platform, mailbox, 'admin', 'Dora Admin');
    for (const other of [admin, otherAdmin]) {
      await api.post('/admin/delete-admins', { adminIds: [other.id] }, cruz.token);
    }
    const answers = await Promise.all([
      api.post('/admin/delete-admins', { adminIds: [dora.id] }, cruz.token),
      api.post('/admin/delete-admins', { adminIds: [cruz.id] }, dora.token),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    expect(answers.find((answer) => answer.status === 422)?.body.message).toBe(
      'No se puede eliminar al último administrador.',
    );
  });
});
