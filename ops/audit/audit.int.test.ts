import { execFile } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountKey } from '../../events/personal-data/personal-data-keys.ts';
import { formatLogPosition, logStart } from '../../events/store/log-position.ts';
import { signedUpUser } from '../testing/accounts-fixture.ts';
import { apiClient } from '../testing/api-client.ts';
import { type SmtpSink, startSmtpSink } from '../testing/smtp-sink.ts';
import { designBody, readyTexture, uploadedThumbnail } from '../testing/studio-fixture.ts';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform.ts';
import { openContest, sessionOf } from '../testing/voting-fixture.ts';

type Outcome = { code: number; stdout: string; stderr: string };

describe('the auditor’s command line, on a log written by the product', () => {
  let platform: TestPlatform;
  let mailbox: SmtpSink;
  let designer: { id: string; token: string };
  let designId: string;
  let beforeSubmission: Date;

  const audit = (...args: string[]) =>
    new Promise<Outcome>((resolve) => {
      execFile(
        process.execPath,
        ['ops/cli/audit.ts', ...args],
        { env: { ...process.env, DATABASE_URL: platform.services.config.DATABASE_URL }, maxBuffer: 64 * 1024 * 1024 },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });
  const jsonLines = (stdout: string) =>
    stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));

  beforeAll(async () => {
    mailbox = await startSmtpSink();
    platform = await startTestPlatform({ SMTP_URL: mailbox.url, AUTH_RATE_LIMIT: '1000' });
    const api = apiClient(platform.url);
    designer = await signedUpUser(platform.url, mailbox);
    const texture = await readyTexture(api, designer.token);
    const thumbnail = await uploadedThumbnail(platform.url, api, designer.token);
    const saved = await api.post(
      '/ai/save_glb_state',
      designBody(texture, thumbnail, { name: 'Jaguar de Jade' }),
      designer.token,
    );
    designId = saved.body.data._id;
    beforeSubmission = new Date();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await api.post('/ai/submit_user_glb', { id: designId }, designer.token)).status).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await platform?.close();
    await mailbox?.close();
  });

  it('finds a submitted design’s stream by its name, and lists streams by category', async () => {
    const byName = await audit('streams', '--name', 'jaguar de', '--json');
    expect(byName.code).toBe(0);
    const found = JSON.parse(byName.stdout);
    expect(found.streams).toEqual([
      expect.objectContaining({
        streamId: `design-${designId}`,
        category: 'design',
        events: 1,
        label: 'Jaguar de Jade',
      }),
    ]);

    const withoutAccents = JSON.parse((await audit('streams', '--name', 'JAGUAR DE JADE', '--json')).stdout);
    expect(withoutAccents.streams).toHaveLength(1);

    const libraries = await audit('streams', '--category', 'library');
    expect(libraries.stdout).toContain(`library-${designer.id}`);
    expect(libraries.stdout).toMatch(/page 1 of 1, 1 streams/);
  });

  it('prints a stream with actor, command and a readable summary, personal data opened', async () => {
    const design = await audit('--stream', `design-${designId}`);
    expect(design.stdout).toMatch(/#\d+ {2}v1 {2}\S+ {2}DesignSubmittedForReview {2}by user:\S+ {2}command=\S+/);
    expect(design.stdout).toContain('name="Jaguar de Jade"');

    const person = await audit('--stream', `user-${designer.id}`);
    expect(person.stdout).toMatch(/UserRegistered .*\n {4}.*personal=\{firstName: "Ana", lastName: "López"/);
  });

  it('rebuilds a read model as it was at a time: before the submission the design was not submitted', async () => {
    const submittedAtThen = async (at: Date) => {
      const { stdout, code } = await audit('--as-of', at.toISOString(), '--projection', 'library', '--json');
      expect(code).toBe(0);
      const { tables } = JSON.parse(stdout);
      const designs = tables.find((table: { table: string }) => table.table === 'library_designs').rows;
      return designs.map((row: { design_id: string; submitted_at: unknown }) => [
        row.design_id,
        row.submitted_at !== null,
      ]);
    };
    expect(await submittedAtThen(beforeSubmission)).toEqual([[designId, false]]);
    expect(await submittedAtThen(new Date())).toEqual([[designId, true]]);
  });

  it('exports the whole log as NDJSON and continues an export from its last position', async () => {
    const events = await platform.services.store.readAll({ from: logStart, limit: 100_000 });
    const whole = jsonLines((await audit('--export')).stdout);
    expect(whole).toHaveLength(events.length);
    expect(whole.at(-1).logPosition).toBe(formatLogPosition(events.at(-1)!.logPosition));
    expect(JSON.stringify(whole)).not.toContain('López');

    const middle = whole[Math.floor(whole.length / 2)].logPosition;
    const firstHalf = jsonLines((await audit('--export', '--to', middle)).stdout);
    const secondHalf = jsonLines((await audit('--export', '--from', middle)).stdout);
    expect([...firstHalf, ...secondHalf].map((event) => event.globalPosition)).toEqual(
      whole.map((event) => event.globalPosition),
    );
  });

  it('verifies a sound log, then fails on a planted gap in a stream’s versions', async () => {
    const sound = await audit('--verify');
    expect(sound.stdout).toMatch(/^log: \d+ events, consistent$/m);
    expect(sound.code).toBe(0);

    await platform.services.pool.query(
      `INSERT INTO events (stream_id, stream_version, type, data) VALUES ($1, 3, 'DesignReviewed', '{}')`,
      [`design-${designId}`],
    );
    const planted = await audit('--verify');
    expect(planted.code).toBe(1);
    expect(planted.stdout).toMatch(new RegExp(`design-${designId}: version 3 follows version 1`));
  });

  // Last: a destroyed key makes the accounts read model differ from a rebuild until a deletion event says why.
  it('shows a person as [eliminado] once their key is destroyed', async () => {
    await platform.services.keys.destroyKey(accountKey(designer.id), Date.now());
    const erasedPerson = await audit('--stream', `user-${designer.id}`, '--json');
    const registered = jsonLines(erasedPerson.stdout).find((event) => event.type === 'UserRegistered');
    expect(registered.summary).toContain('personal=[eliminado]');
    expect(erasedPerson.stdout).not.toContain('López');
  });

  it.each([
    [['--no-such-option'], "Unknown option '--no-such-option'"],
    [['tally-everything'], "Unexpected argument 'tally-everything'"],
    [['--as-of', 'ayer', '--projection', 'library'], '--as-of is not a date: ayer'],
    [['--as-of', '2024-08-04', '--projection', 'nada'], '--projection must be one of: event_counts'],
    [['--export', '--from', '12'], '--from is not a log position (C/P): 12'],
    [[], 'say what to audit'],
  ])('answers %j with exit 2 and one line', async (args, reason) => {
    const { code, stderr } = await audit(...args);
    expect(code).toBe(2);
    expect(stderr).toContain(reason);
    expect(stderr).toContain('(see --help)');
  });
});

describe('the auditor’s tally and finalists, on a contest run through the product', () => {
  let platform: TestPlatform;
  let mailbox: SmtpSink;
  let api: ReturnType<typeof apiClient>;

  const audit = (...args: string[]) =>
    new Promise<Outcome>((resolve) => {
      execFile(
        process.execPath,
        ['ops/cli/audit.ts', ...args],
        { env: { ...process.env, DATABASE_URL: platform.services.config.DATABASE_URL } },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });

  async function submittedDesign(name: string) {
    const owner = await signedUpUser(platform.url, mailbox);
    const texture = await readyTexture(api, owner.token);
    const thumbnail = await uploadedThumbnail(platform.url, api, owner.token);
    const saved = await api.post('/ai/save_glb_state', designBody(texture, thumbnail, { name }), owner.token);
    expect((await api.post('/ai/submit_user_glb', { id: saved.body.data._id }, owner.token)).status).toBe(200);
    return saved.body.data._id as string;
  }

  beforeAll(async () => {
    mailbox = await startSmtpSink();
    platform = await startTestPlatform({ SMTP_URL: mailbox.url, AUTH_RATE_LIMIT: '1000' });
    api = apiClient(platform.url);
  }, 60_000);
  afterAll(async () => {
    await platform?.close();
    await mailbox?.close();
  });

  it('proves a design’s count after votes, a cancelled vote and a takedown, then the finalists and the winner', async () => {
    const { store, db } = platform.services;
    const contest = await openContest(store, Date.now());
    const designs: string[] = [];
    for (const name of ['Águila Real', 'Maíz Azul', 'Luz de Luna', 'Barro Negro'])
      designs.push(await submittedDesign(name));
    const moderator = await sessionOf(db, 'moderator', Date.now());
    const review = (glbModelId: string, status: string, comments = '') =>
      api.post('/moderator/glb-model-status-update', { glbModelId, status, comments }, moderator.token);
    for (const design of designs) expect((await review(design, 'VERIFIED')).status).toBe(200);

    const voters = await Promise.all([1, 2, 3].map(() => sessionOf(db, 'user', Date.now())));
    const like = (voter: { token: string }, design: string) => api.post('/vote', { postId: design }, voter.token);
    for (const [voter, liked] of [
      [voters[0]!, [0, 1, 2]],
      [voters[1]!, [0, 1, 3]],
      [voters[2]!, [0, 2]],
    ] as const) {
      for (const index of liked) expect((await like(voter, designs[index]!)).status).toBe(200);
    }
    expect((await api.post('/vote/delete', { postId: designs[1] }, voters[1]!.token)).status).toBe(200);

    const tally = async (design: string) => {
      const outcome = await audit('--tally', design, '--json');
      return { code: outcome.code, ...JSON.parse(outcome.stdout) };
    };
    await expect
      .poll(() => tally(designs[0]!), { timeout: 20_000 })
      .toMatchObject({ code: 0, counted: 3, gallery: 3, leaderboard: 3, matches: true });
    const first = await tally(designs[0]!);
    expect(first.votes).toHaveLength(3);
    expect(first.votes[0]).toEqual({
      voter: expect.stringMatching(/^[0-9a-f]{10}$/),
      at: expect.any(String),
      globalPosition: expect.any(Number),
      commandId: expect.any(String),
    });
    expect(await tally(designs[1]!)).toMatchObject({ activeLikes: 1, counted: 1, gallery: 1, leaderboard: 1 });

    expect((await review(designs[3]!, 'REJECTED', 'Retirado por una denuncia de plagio.')).status).toBe(200);
    await expect
      .poll(() => tally(designs[3]!), { timeout: 20_000 })
      .toMatchObject({ code: 0, status: 'REJECTED', activeLikes: 1, counted: 0, gallery: 0, leaderboard: 0 });

    await contest.reschedule({ votingEndDate: Date.now() - 1000 }, Date.now());
    const admin = await sessionOf(db, 'admin', Date.now());
    await expect
      .poll(async () => (await api.get('/admin/outcome', admin.token)).body.data?.finalists?.length, {
        timeout: 20_000,
      })
      .toBe(3);
    const picks = [designs[0]!, designs[2]!, designs[1]!];
    for (let expert = 1; expert <= 6; expert++) {
      const order = expert === 6 ? [picks[1]!, picks[0]!, picks[2]!] : picks;
      expect((await api.post('/admin/outcome/expert-picks', { expert, picks: order }, admin.token)).status).toBe(200);
    }
    const finalists = await audit('--finalists');
    expect(finalists.code).toBe(0);
    expect(finalists.stdout).toContain('1. recomputed Águila Real (3)   stored Águila Real (3)');
    expect(finalists.stdout).toContain(`winner recomputed ${designs[0]}   stored ${designs[0]}`);
    expect(finalists.stdout).toMatch(/expert points 17 {2}Águila Real/);
  }, 120_000);
});
