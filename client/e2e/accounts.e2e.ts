import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import type { SmtpSink } from '../../ops/testing/smtp-sink.ts';
import { expect, test } from './fixtures.ts';
import { recordSocketTraffic } from './socket-traffic.ts';
import { codeFor, enterCode, submitLogin } from './user-session.ts';

const newUserPassword = 'Secreta1!';
const repoRoot = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

let counter = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${++counter}@ejemplo.mx`;

/** The path and query of the link in the first mail to `email` whose subject matches. */
async function linkFor(mailbox: SmtpSink, email: string, subject: RegExp): Promise<string> {
  const mail = await mailbox.waitFor(email, { subject });
  const link = new URL(mail.text.match(/https?:\/\/\S+/)![0]);
  return `${link.pathname}${link.search}`;
}

// Journeys that start logged out use the verified users of the demo seed (the fixture seeds
// each worker's product), one per test so that no two tests share an account.
const demoUser = { returning: 'usuario1@demo.mx', wrongCode: 'usuario2@demo.mx', forgotPassword: 'usuario3@demo.mx' };

const accountMenu = (page: Page) => page.getByRole('banner').getByRole('button', { name: /Menú de la cuenta/ });

test('sign up, confirm the mailed code, see the initials in the header, then log out', async ({ page, mailbox }) => {
  const email = uniqueEmail('registro');
  await page.goto('/inscribirse');
  await expect(page.getByRole('heading', { name: 'Registro' })).toBeVisible();

  await page.getByLabel('Nombre', { exact: true }).fill('Ana');
  await page.getByLabel('Apellido').fill('Pérez');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Fecha de nacimiento').fill('15/05/1990');
  await page.getByLabel('Número de teléfono móvil').fill('5512345678');
  await page.getByLabel('Distribuidor').selectOption({ label: 'Distribuidora Polanco' });
  await page.getByLabel('Contraseña', { exact: true }).fill(newUserPassword);
  await page.getByLabel('Confirmar contraseña').fill(newUserPassword);
  await page.getByLabel('Acepto los términos y condiciones').check();
  await page.getByRole('button', { name: 'Registrarme' }).click();

  const dialog = page.getByRole('dialog', { name: 'Verifica tu correo electrónico' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/Reenviar Código en \d+s/)).toBeVisible();
  await enterCode(dialog, await codeFor(mailbox, email));

  await expect(page).toHaveURL(/\/$/);
  await expect(accountMenu(page)).toContainText('AP');

  await accountMenu(page).click();
  await page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/iniciar-sesion$/);
  await expect(page.getByText('Cerrar sesión exitosamente')).toBeVisible();
  await expect(accountMenu(page)).toHaveCount(0);
});

test('logging in from a protected page returns to it after the code', async ({ page, mailbox }) => {
  const email = demoUser.returning;
  await page.goto('/perfil');
  await expect(page).toHaveURL(/\/iniciar-sesion\?volver=%2Fperfil$/);

  const dialog = await submitLogin(page, email);
  await enterCode(dialog, await codeFor(mailbox, email));

  await expect(page).toHaveURL(/\/perfil$/);
  await expect(page.getByRole('heading', { name: 'Mi perfil' })).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(email);
});

test('a wrong code keeps the code dialog open with the error toast', async ({ page, mailbox }) => {
  const email = demoUser.wrongCode;
  await page.goto('/iniciar-sesion');
  const dialog = await submitLogin(page, email);
  const code = await codeFor(mailbox, email);

  await enterCode(dialog, code === '000000' ? '111111' : '000000');
  await expect(page.locator('[data-sonner-toast]').getByText('La OTP no es válida o ha caducado')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Dígito 1 de 6' })).toBeFocused();

  await enterCode(dialog, code);
  await expect(page).toHaveURL(/\/$/);
  await expect(accountMenu(page)).toContainText('LH');
});

test('forgot password: the mailed link sets a new password that works for login', async ({ page, mailbox }) => {
  const email = demoUser.forgotPassword;
  const newPassword = 'Nueva#2024x';
  await page.goto('/iniciar-sesion');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByRole('dialog', { name: 'Revisa tu correo electrónico' })).toBeVisible();

  await page.goto(await linkFor(mailbox, email, /Restablece/));
  await page.getByLabel('Nueva contraseña').fill(newPassword);
  await page.getByLabel('Confirmar contraseña').fill(newPassword);
  await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
  await expect(page).toHaveURL(/\/iniciar-sesion$/);

  const dialog = await submitLogin(page, email, newPassword);
  await enterCode(dialog, await codeFor(mailbox, email));
  await expect(page).toHaveURL(/\/$/);
  await expect(accountMenu(page)).toBeVisible();
});

const staffLandings = { admin: /\/estadisticas$/, moderator: /\/disenos-marcados$/ } as const;
const staffTitles = { admin: 'Administrador', moderator: 'Moderador' } as const;
const staffLoginPaths = { admin: '/administrador', moderator: '/moderador' } as const;
const staffPassword = 'Equipo-2024-seguro';

for (const role of ['admin', 'moderator'] as const) {
  test(`an invited ${role} sets a name and password, lands on their page, and logs in again with a mailed code`, async ({
    page,
    product,
    mailbox,
  }) => {
    const email = uniqueEmail(role);
    await run(process.execPath, ['ops/cli/create-staff.ts', '--role', role, '--email', email, '--invite'], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: product.dataDir, SMTP_URL: mailbox.url },
    });

    const socketTraffic = recordSocketTraffic(page);
    await page.goto(await linkFor(mailbox, email, /Invitación/));
    await expect(page.getByRole('heading', { name: 'Agregar contraseña' })).toBeVisible();
    await page.getByLabel('Nombre').fill('Equipo Uno');
    await page.getByLabel('Contraseña', { exact: true }).fill(staffPassword);
    await page.getByLabel('Confirmar contraseña').fill(staffPassword);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();

    await expect(page).toHaveURL(staffLandings[role]);
    await expect(page.getByRole('button', { name: `Menú de la cuenta (${staffTitles[role]})` })).toContainText('E');
    // Every page follows the public contest room; the admin's page also joins the admin room with the new token.
    await expect.poll(() => socketTraffic.join('\n')).toMatch(/sent: 42\d*\["subscribe",\{"room":"contest"\}\]/);
    if (role === 'admin') {
      await expect.poll(() => socketTraffic.join('\n')).toMatch(/sent: 42\d+\["subscribe",\{"room":"admin"\}\]/);
      await expect.poll(() => socketTraffic.join('\n')).not.toMatch(/received: 43\d+\[\{"ok":false/);
    } else {
      expect(socketTraffic.join('\n')).not.toMatch(/"room":"admin"/);
    }

    await page.evaluate(() => localStorage.clear());
    await page.goto(staffLoginPaths[role]);
    const dialog = await submitLogin(page, email, staffPassword);
    await enterCode(dialog, await codeFor(mailbox, email));
    await expect(page).toHaveURL(staffLandings[role]);
  });
}
