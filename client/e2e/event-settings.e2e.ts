import { screenshots, signedInAdmin, toast } from './admin-session.ts';
import { expect, test } from './fixtures.ts';

// The countdown this journey switches on would send every later journey on the same product to
// /muy-pronto: its worker runs a product of its own.
test.use({ siteChanging: true });

test('an admin updates the event after entering the mailed code, and the public site follows live', async ({
  page,
  browser,
  product,
  mailbox,
}) => {
  const email = await signedInAdmin(page, product, mailbox);
  const visitor = await browser.newPage();
  await visitor.goto(`${product.url}/faq`);

  await page.getByRole('tab', { name: 'Configuración del evento' }).click();
  const start = page.getByLabel('Inicio de diseño y votación');
  await expect(start).not.toHaveValue('');
  await page.getByLabel('Mostrar la cuenta regresiva hasta el inicio').check();
  await page.getByLabel('URL del video del evento').fill('video');
  await page.getByRole('button', { name: 'Guardar evento' }).click();
  await expect(page.getByText('Por favor, introduce una URL válida')).toBeVisible();

  await page.getByLabel('URL del video del evento').fill('https://marca.mx/evento.mp4');
  const future = new Date(Date.now() + 3 * 86_400_000);
  const local = (date: Date) => new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await start.fill(local(future));
  await page.getByLabel('Fin de la votación').fill(local(new Date(future.getTime() + 40 * 86_400_000)));
  await page.getByLabel('Último día para subir diseños').fill(local(new Date(future.getTime() + 40 * 86_400_000)));
  await page.getByLabel('Fin de la evaluación de expertos').fill(local(new Date(future.getTime() + 44 * 86_400_000)));
  await page.getByLabel('Contacto con el ganador').fill(local(new Date(future.getTime() + 45 * 86_400_000)));
  await page.getByLabel('Anuncio del ganador').fill(local(new Date(future.getTime() + 48 * 86_400_000)));
  await page.getByRole('button', { name: 'Guardar evento' }).click();

  const dialog = page.getByRole('dialog', { name: 'Confirma el cambio' });
  await expect(dialog).toBeVisible();
  const mail = await mailbox.waitFor(email, { subject: /confirmar cambios/ });
  const code = mail.text.match(/\b\d{6}\b/)![0];
  await dialog.getByLabel('Código de verificación').fill(code === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: 'Confirmar y guardar' }).click();
  await expect(toast(page, 'El código no es válido o ha caducado.')).toBeVisible();
  await expect(dialog).toBeVisible();
  await screenshots(page, 'admin-event-code');

  await dialog.getByLabel('Código de verificación').fill(code);
  await dialog.getByRole('button', { name: 'Confirmar y guardar' }).click();
  await expect(toast(page, 'Evento actualizado.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The countdown is on and the start is three days away: the open public page moves to coming soon.
  await expect(visitor).toHaveURL(/\/muy-pronto$/);
  await screenshots(page, 'admin-event-settings');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: product.url });
  await page.getByRole('button', { name: 'Crear enlace UTM' }).click();
  const utm = page.getByRole('dialog', { name: 'Crear enlace UTM' });
  await utm.getByRole('button', { name: 'Generar y copiar enlace' }).click();
  await expect(utm.getByText('La fuente es obligatoria')).toBeVisible();
  await utm.getByLabel('Fuente (utm_source)').fill('facebook');
  await utm.getByLabel('Medio (utm_medium)').fill('social');
  await utm.getByLabel('Nombre de la campaña (utm_campaign)').fill('aniversario 10');
  await utm.getByRole('button', { name: 'Generar y copiar enlace' }).click();
  await expect(utm.getByLabel('Enlace generado')).toHaveText(
    `${product.url}/?utm_source=facebook&utm_medium=social&utm_campaign=aniversario+10`,
  );
  await expect(toast(page, 'Enlace copiado!')).toBeVisible();
  await screenshots(page, 'admin-utm');
});
