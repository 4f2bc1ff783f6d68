import type { Page } from '@playwright/test';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../api/platform/embedded-postgres.ts';
import { databaseName } from '../../api/platform/start-platform.ts';
import type { DesignEvent } from '../../events/design/design.events.ts';
import { createPostgresEventStore } from '../../events/store/postgres/postgres-event-store.ts';
import { seedDemoVotes } from '../../ops/seed/demo-votes.ts';
import { solvedCaptcha } from '../../ops/testing/captcha-solver.ts';
import { type ProductProcess, startProductProcess } from '../../ops/testing/product-process.ts';
import { review, reviewedDesign } from '../../ops/testing/voting-fixture.ts';
import { expect, test } from './fixtures.ts';

const extraDesigns = [
  'Alebrije Nocturno',
  'Talavera Azul',
  'Papel Picado',
  'Cempasúchil',
  'Lotería Moderna',
  'Xoloitzcuintle',
];

// The moderation screens are another part's: here the verdicts are appended to the log directly,
// on the product's own database, as a moderator's would be; then demo visitors vote.
async function liveContest(product: ProductProcess) {
  const server = await startEmbeddedPostgres(product.dataDir);
  const pool = new pg.Pool({ connectionString: server.urlFor(databaseName), max: 4 });
  const store = await createPostgresEventStore(pool);
  try {
    const now = Date.now();
    const submitted = (await store.readAll({ limit: 10_000 })).filter((e) => e.type === 'DesignSubmittedForReview');
    const users = (await store.readAll({ limit: 10_000 })).filter((e) => e.type === 'UserRegistered');
    const verified: string[] = [];
    for (const event of submitted) {
      const { designId, userId } = (event as unknown as DesignEvent).data;
      await review(store, designId, userId, 'VERIFIED', now);
      verified.push(designId);
    }
    const thumbnails = submitted.map((e) => (e.data as { thumbnail: string }).thumbnail);
    for (const [n, name] of extraDesigns.entries()) {
      const userId = users[(submitted.length + n) % users.length]!.streamId.slice('user-'.length);
      const { designId } = await reviewedDesign(store, {
        name,
        userId,
        thumbnail: thumbnails[n % thumbnails.length],
        at: now + n,
      });
      verified.push(designId);
    }
    await seedDemoVotes(store, verified, now);
  } finally {
    await store.close();
    await pool.end();
  }
}

const rowsOf = async (page: Page) =>
  page
    .getByRole('list', { name: 'Los 10 diseños con más votos' })
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) => ({
        name: item.querySelector('.leaderboard-design')?.textContent ?? '',
        votes: item.querySelector('.leaderboard-votes')?.textContent ?? '',
      })),
    );

test.describe('the live leaderboard', () => {
  let product: ProductProcess;
  test.beforeAll(async ({ mailbox }) => {
    product = await startProductProcess({ SMTP_URL: mailbox.url, SEED_DEMO: 'true' });
    await liveContest(product);
  });
  test.afterAll(async () => product?.stop());

  test('moves in a second browser within moments of a vote', async ({ browser, mailbox }) => {
    const watcher = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await watcher.newPage();
    await page.goto(`${product.url}/tabla-de-clasificacion`);
    await expect(page.getByRole('heading', { name: 'Tabla de clasificación' })).toBeVisible();
    await expect.poll(async () => (await rowsOf(page)).length, { timeout: 15_000 }).toBe(10);
    await page.screenshot({ path: 'test-results/leaderboard-1440.png', fullPage: true });
    const before = await rowsOf(page);
    const last = before.at(-1)!;

    // A visitor in a second browser verifies an e-mail by code and likes the last design on the board.
    const voter = await browser.newContext();
    const email = `visitante-${Date.now()}@ejemplo.mx`;
    const login = await voter.request.post(`${product.url}/api/v1/voting-user/login`, {
      data: { email, termsAndConditions: true },
    });
    const id = (await login.json()).data._id as string;
    const code = (await mailbox.waitFor(email)).text.match(/\b\d{6}\b/)![0];
    const verified = await voter.request.post(`${product.url}/api/v1/voting-user/verify-otp`, {
      data: { id, otp: code },
    });
    const token = (await verified.json()).token as string;
    const board = await (await voter.request.get(`${product.url}/api/v1/leaderboard`)).json();
    const target = board.data.find((row: { designName: string }) => row.designName === last.name);
    const vote = await voter.request.post(`${product.url}/api/v1/vote`, {
      data: { postId: target.designId },
      headers: { Authorization: `Bearer ${token}`, 'X-Captcha': await solvedCaptcha(product.url) },
    });
    expect((await vote.json()).data.voted).toBe(true);
    const answeredAt = Date.now();

    const votesNow = target.totalVotes + 1;
    const expectedText = `${votesNow} ${votesNow === 1 ? 'voto' : 'votos'}`;
    await expect
      .poll(async () => (await rowsOf(page)).find((row) => row.name === last.name)?.votes, {
        timeout: 5000,
        intervals: [25],
      })
      .toBe(expectedText);
    console.log(`leaderboard moved in the watching browser ${Date.now() - answeredAt} ms after the vote's answer`);
    const served = (await (await voter.request.get(`${product.url}/api/v1/leaderboard`)).json()).data;
    const shown = await rowsOf(page);
    expect(shown.map((row) => row.name)).toEqual(served.map((row: { designName: string }) => row.designName));
    expect(shown).not.toEqual(before);
    await page.waitForTimeout(700);
    await page.screenshot({ path: 'test-results/leaderboard-moved-1440.png', fullPage: true });

    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: 'test-results/leaderboard-375.png', fullPage: true });
    await voter.close();
    await watcher.close();
  });
});
