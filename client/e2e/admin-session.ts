import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import type { ProductProcess } from '../../ops/testing/product-process.ts';
import type { SmtpSink } from '../../ops/testing/smtp-sink.ts';
import { expect, test } from './fixtures.ts';

// Signing in as a freshly invited admin, shared by the back-office journeys.
const repoRoot = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
const password = 'Equipo-2024-seguro';
let counter = 0;

/** An admin invited with the operator command who follows the mailed link: signed in on /estadisticas. */
export async function signedInAdmin(page: Page, product: ProductProcess, mailbox: SmtpSink, name = 'Admin Uno') {
  const email = `admin-${Date.now()}-${++counter}@ejemplo.mx`;
  await run(process.execPath, ['ops/cli/create-staff.ts', '--role', 'admin', '--email', email, '--invite'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: product.dataDir, SMTP_URL: mailbox.url },
  });
  const mail = await mailbox.waitFor(email, { subject: /Invitación/ });
  const link = new URL(mail.text.match(/https?:\/\/\S+/)![0]);
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('Nombre').fill(name);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByLabel('Confirmar contraseña').fill(password);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/estadisticas$/);
  return email;
}

const mexicoClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'America/Mexico_City',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as the back office's date-time fields write it: DD/MM/YYYY HH:mm on central Mexico time. */
export const mexicoDateTime = (ms: number) => mexicoClock.format(ms).replace(',', '');

export const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').getByText(text);

export async function screenshots(page: Page, name: string) {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(600); // charts redraw after a resize
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
