import type { Page } from '@playwright/test';
import type { SmtpSink } from '../../ops/testing/smtp-sink.ts';
import { expect } from './fixtures.ts';

type Credentials = {
  email: string;
  password: string;
  /** Codes mailed to this address before this login (the sign-up's, for a new account). */
  earlierCodes?: number;
};

/** The login form and its mailed code, as a person signs in: lands on `returnTo`. */
export async function logInThroughForm(page: Page, mailbox: SmtpSink, returnTo: string, account: Credentials) {
  await page.goto(`/iniciar-sesion?volver=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verifica tu correo electrónico' });
  const mail = await mailbox.waitFor(account.email, {
    skip: account.earlierCodes ?? 0,
    subject: /código/i,
    timeoutMs: 20_000,
  });
  await dialog.getByRole('textbox', { name: 'Dígito 1 de 6' }).fill(mail.text.match(/\b\d{6}\b/)![0]);
  await dialog.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(new RegExp(`${returnTo}$`));
}
