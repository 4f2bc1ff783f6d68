import type { Locator, Page } from '@playwright/test';
import { demoUserPassword } from '../../ops/seed/demo-accounts.ts';
import type { SmtpSink } from '../../ops/testing/smtp-sink.ts';
import { expect } from './fixtures.ts';

type Credentials = {
  email: string;
  password: string;
  /** Codes mailed to this address before this login (the sign-up's, for a new account). */
  earlierCodes?: number;
};

/** A one-time code mailed to `email` after `skip` earlier ones (the code is the mail's only six-digit number). */
export async function codeFor(mailbox: SmtpSink, email: string, skip = 0): Promise<string> {
  const mail = await mailbox.waitFor(email, { skip, subject: /código/i, timeoutMs: 20_000 });
  return mail.text.match(/\b\d{6}\b/)![0];
}

export async function enterCode(dialog: Locator, code: string): Promise<void> {
  await dialog.getByRole('textbox', { name: 'Dígito 1 de 6' }).fill(code);
  await dialog.getByRole('button', { name: 'Verificar' }).click();
}

/** Fills a login form (a user's or a staff member's) and returns its code dialog. */
export async function submitLogin(page: Page, email: string, withPassword = demoUserPassword): Promise<Locator> {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(withPassword);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verifica tu correo electrónico' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The login form and its mailed code, as a person signs in: lands on `returnTo`. */
export async function logInThroughForm(page: Page, mailbox: SmtpSink, returnTo: string, account: Credentials) {
  await page.goto(`/iniciar-sesion?volver=${encodeURIComponent(returnTo)}`);
  const dialog = await submitLogin(page, account.email, account.password);
  await enterCode(dialog, await codeFor(mailbox, account.email, account.earlierCodes));
  await expect(page).toHaveURL(new RegExp(`${returnTo}$`));
}
