import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { demoUserPassword } from '../../ops/seed/demo-accounts.ts';
import type { SmtpSink } from '../../ops/testing/smtp-sink.ts';
import { expect, test } from './fixtures.ts';
import { enterCode, submitLogin } from './user-session.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
const moderatorPassword = 'Moderacion-2024-segura';
// The demo seed hands this user's submission back for another try: the journey submits it again.
const owner = 'usuario5@demo.mx';
const handedBack = 'Papel Picado';

const codeIn = (text: string) => text.match(/\b\d{6}\b/)![0];

/** A ready moderator made with the operator CLI, logged in through /moderador with the mailed code. */
async function moderatorLogsIn(page: Page, product: { dataDir: string }, mailbox: SmtpSink) {
  const email = `moderacion-${Date.now()}@ejemplo.mx`;
  const env = { ...process.env, DATA_DIR: product.dataDir, SMTP_URL: mailbox.url };
  const args = ['--role', 'moderator', '--email', email, '--password', moderatorPassword, '--name', 'Mariana'];
  await run(process.execPath, ['ops/cli/create-staff.ts', ...args], { cwd: repoRoot, env });
  await page.goto('/moderador');
  const dialog = await submitLogin(page, email, moderatorPassword);
  await enterCode(dialog, codeIn((await mailbox.waitFor(email)).text));
  await expect(page).toHaveURL(/\/disenos-marcados$/);
}

/** The owner logs in over the API (the studio pages are another screen's journey) and submits again. */
async function ownerSubmitsAgain(baseURL: string, mailbox: SmtpSink) {
  const call = async (route: string, body?: unknown, token?: string) => {
    const response = await fetch(`${baseURL}/api/v1${route}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.ok, `${route} answered ${response.status}`).toBe(true);
    return response.json();
  };
  const login = await call('/user/login', { email: owner, password: demoUserPassword });
  const code = codeIn((await mailbox.waitFor(owner, { subject: /código/i })).text);
  const { token } = await call('/user/verify-otp', { id: login.data._id, otp: code, type: 'login' });
  const library = await call('/ai/user_glbs', undefined, token);
  const design = library.data.find((d: { name: string }) => d.name === handedBack);
  expect(design).toMatchObject({ isSubmitted: false, moderatorComment: expect.stringContaining('marca registrada') });
  await call('/ai/submit_user_glb', { id: design.id }, token);
}

async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(name), fullPage: true });
  await testInfo.attach(name, { path: testInfo.outputPath(name), contentType: 'image/png' });
}

const queueItem = (page: Page, name: string): Locator =>
  page.getByRole('list', { name: 'Diseños de la pestaña' }).getByRole('button', { name });
// The software-rendered 3D viewer can hold the page's main thread for seconds on a loaded machine.
const slow = { timeout: 30_000 };
const counter = (page: Page, label: string) => page.locator('.review-counter', { hasText: label }).locator('dd');

test('a submission appears live, is rejected with a comment, then approved from the rejected tab', async ({
  page,
  product,
  mailbox,
  baseURL,
}, testInfo) => {
  // The 3D viewer's first load is slow while other journeys load the machine.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await moderatorLogsIn(page, product, mailbox);
  await expect(page.getByRole('heading', { name: 'Diseños marcados' })).toBeVisible();
  await expect(queueItem(page, 'Fuego Maya')).toBeVisible();
  await expect(page.locator('.design-viewer')).toHaveAttribute('data-painted', 'true', { timeout: 90_000 });
  await expect(counter(page, 'Rechazados')).toHaveText('1');
  const verifiedBefore = Number(await counter(page, 'Verificados').textContent());
  await keepScreenshot(page, testInfo, 'moderation-1440.png');
  await page.setViewportSize({ width: 375, height: 812 });
  // The viewer draws on demand: give it the frame that follows the resize before the picture.
  await page.waitForTimeout(1500);
  await keepScreenshot(page, testInfo, 'moderation-375.png');
  await page.setViewportSize({ width: 1440, height: 900 });

  // The owner submits while the moderator watches: it arrives at the top without a reload.
  await expect(queueItem(page, handedBack)).toHaveCount(0);
  await ownerSubmitsAgain(baseURL!, mailbox);
  await expect(queueItem(page, handedBack)).toBeVisible({ timeout: 5000 });
  await expect(page.getByRole('list', { name: 'Diseños de la pestaña' }).getByRole('button').first()).toHaveText(
    new RegExp(handedBack),
  );

  await queueItem(page, handedBack).click();
  await expect(page.getByRole('heading', { level: 2, name: handedBack })).toBeVisible(slow);
  await page.getByRole('button', { name: 'Rechazar' }).click();
  await page.getByRole('button', { name: 'Confirmar rechazo' }).click();
  await expect(page.getByText('Escribe un comentario para rechazar el diseño o pedir otro intento.')).toBeVisible();
  await keepScreenshot(page, testInfo, 'moderation-comment-1440.png');
  await page.getByLabel('Motivo del rechazo').fill('Los colores reproducen el logotipo de otra marca.');
  await page.getByRole('button', { name: 'Confirmar rechazo' }).click();
  await expect(page.getByText('Diseño rechazado')).toBeVisible(slow);
  await expect(queueItem(page, handedBack)).toHaveCount(0, slow);
  await expect(page.getByRole('heading', { level: 2 })).not.toHaveText(handedBack);
  await expect(counter(page, 'Rechazados')).toHaveText('2', slow);
  const mail = await mailbox.waitFor(owner, { subject: /no fue aprobado/ });
  expect(mail.text).toContain('Los colores reproducen el logotipo de otra marca.');

  await page.getByRole('tab', { name: 'Diseños rechazados' }).click();
  await queueItem(page, handedBack).click();
  await expect(page.getByText('Los colores reproducen el logotipo de otra marca.')).toBeVisible(slow);
  await keepScreenshot(page, testInfo, 'moderation-rejected-1440.png');
  await page.getByRole('button', { name: 'Aprobar' }).click();
  await expect(page.getByText('Diseño aprobado')).toBeVisible(slow);
  await expect(queueItem(page, handedBack)).toHaveCount(0, slow);

  await page.getByRole('tab', { name: 'Todos los diseños' }).click();
  await expect(counter(page, 'Verificados')).toHaveText(String(verifiedBefore + 1), slow);
  await expect(counter(page, 'Rechazados')).toHaveText('1', slow);

  // Published: the public gallery listing finds it (the gallery journey covers the page itself).
  const listed = async () =>
    (await (await page.request.get(`${baseURL}/api/v1/gallery/glb-model-listing?search=papel%20picado`)).json())
      .totalcount;
  await expect.poll(listed, slow).toBe(1);
});

test('two moderators side by side: a design one approves leaves the other’s screen with a notice', async ({
  browser,
  product,
  mailbox,
}) => {
  test.setTimeout(180_000);
  const [first, second] = await Promise.all([browser.newPage(), browser.newPage()]);
  await moderatorLogsIn(first, product, mailbox);
  await moderatorLogsIn(second, product, mailbox);
  for (const page of [first, second]) await queueItem(page, 'Talavera Poblana').click();
  await expect(second.getByRole('heading', { level: 2, name: 'Talavera Poblana' })).toBeVisible(slow);
  const verifiedBefore = Number(await counter(second, 'Verificados').textContent());

  await expect(first.getByRole('heading', { level: 2, name: 'Talavera Poblana' })).toBeVisible(slow);
  await first.getByRole('button', { name: 'Aprobar' }).click();
  await expect(first.getByText('Diseño aprobado')).toBeVisible(slow);

  await expect(second.getByText('Otro moderador acaba de revisar «Talavera Poblana».')).toBeVisible(slow);
  await expect(queueItem(second, 'Talavera Poblana')).toHaveCount(0, slow);
  await expect(second.getByRole('heading', { level: 2 })).not.toHaveText('Talavera Poblana');
  await expect(counter(second, 'Verificados')).toHaveText(String(verifiedBefore + 1), slow);
  await Promise.all([first.close(), second.close()]);
});
