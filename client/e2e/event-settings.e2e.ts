import { mexicoDateTime, screenshots, signedInAdmin, toast } from './admin-session.ts';
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './serious-violations.ts';

// The countdown this journey switches on would send every later journey on the same product to
// /muy-pronto: its worker runs a product of its own.
test.use({ siteChanging: true });

test('an admin updates the event after entering the mailed code, and the public site follows live', async ({
  page,
  browser,
  product,
  mailbox,
}) => {
  test.setTimeout(150_000);
  const email = await signedInAdmin(page, product, mailbox);
  const visitor = await browser.newPage();
  await visitor.goto(`${product.url}/faq`);
  // A second admin has the form open, untouched, in one tab and with an unsaved edit in another.
  const secondAdmin = await browser.newContext();
  const second = await secondAdmin.newPage();
  await signedInAdmin(second, product, mailbox, 'Beto Admin');
  const secondEditing = await secondAdmin.newPage();
  await secondEditing.goto(`${product.url}/estadisticas`);
  for (const other of [second, secondEditing]) {
    await other.getByRole('tab', { name: 'Configuración del evento' }).click();
    await expect(other.getByLabel('Inicio de diseño y votación')).not.toHaveValue('');
  }
  await secondEditing.getByLabel('URL del video del evento').fill('https://marca.mx/borrador.mp4');

  await page.getByRole('tab', { name: 'Configuración del evento' }).click();
  const start = page.getByLabel('Inicio de diseño y votación');
  await expect(start).toHaveValue(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
  await expect(start).toHaveAttribute('placeholder', 'DD/MM/YYYY HH:mm');
  await page.getByLabel('Mostrar la cuenta regresiva hasta el inicio').check();
  await page.getByLabel('URL del video del evento').fill('video');
  await page.getByRole('button', { name: 'Guardar evento' }).click();
  await expect(page.getByText('Por favor, introduce una URL válida')).toBeVisible();

  await page.getByLabel('URL del video del evento').fill('https://marca.mx/evento.mp4');
  const future = Date.now() + 3 * 86_400_000;
  const day = 86_400_000;
  await start.fill('20/13/2024 10:00');
  await page.getByRole('button', { name: 'Guardar evento' }).click();
  await expect(page.getByText('La fecha debe tener el formato DD/MM/YYYY HH:mm')).toBeVisible();
  await expect(start).toHaveAttribute('aria-invalid', 'true');

  const newStart = mexicoDateTime(future);
  await start.fill(newStart);
  await page.getByLabel('Fin de la votación').fill(mexicoDateTime(future + 40 * day));
  await page.getByLabel('Último día para subir diseños').fill(mexicoDateTime(future + 40 * day));
  await page.getByLabel('Fin de la evaluación de expertos').fill(mexicoDateTime(future + 44 * day));
  await page.getByLabel('Contacto con el ganador').fill(mexicoDateTime(future + 45 * day));
  await page.getByLabel('Anuncio del ganador').fill(mexicoDateTime(future + 48 * day));
  await page.getByRole('button', { name: 'Guardar evento' }).click();

  const dialog = page.getByRole('dialog', { name: 'Confirma el cambio' });
  await expect(dialog).toBeVisible();
  const mail = await mailbox.waitFor(email, { subject: /confirmar cambios/ });
  const code = mail.text.match(/\b\d{6}\b/)![0];
  const box = (n: number) => dialog.getByRole('textbox', { name: `Dígito ${n} de 6` });
  await expect(dialog.getByRole('group', { name: 'Código de verificación' })).toBeVisible();
  await expect(box(1)).toBeFocused();

  // Typing moves on, Backspace on an empty box goes back and clears it, the arrows move.
  await page.keyboard.type('12345');
  await expect(box(6)).toBeFocused();
  await page.keyboard.press('Backspace');
  await expect(box(5)).toBeFocused();
  await expect(box(5)).toHaveValue('');
  await page.keyboard.press('ArrowLeft');
  await expect(box(4)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(box(5)).toBeFocused();

  // Pasting six digits fills every box; a wrong code shows the server's message and starts over.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: product.url });
  const paste = async (digits: string) => {
    await page.evaluate((text) => navigator.clipboard.writeText(text), digits);
    await box(1).focus();
    await page.keyboard.press('ControlOrMeta+V');
  };
  const wrong = code === '000000' ? '111111' : '000000';
  await paste(wrong);
  for (let n = 1; n <= 6; n++) await expect(box(n)).toHaveValue(wrong[n - 1]!);
  await dialog.getByRole('button', { name: 'Confirmar y guardar' }).click();
  await expect(toast(page, 'El código no es válido o ha caducado.')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(box(1)).toHaveValue('');
  await expect(box(1)).toBeFocused();
  await screenshots(page, 'admin-event-code');
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  await paste(code);
  await expect(box(6)).toHaveValue(code[5]!);
  await dialog.getByRole('button', { name: 'Confirmar y guardar' }).click();
  await expect(toast(page, 'Evento actualizado.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(start).toHaveValue(newStart);

  // The second admin's untouched form takes the new dates at once; the edited one keeps its edit
  // and offers the new values.
  await expect(second.getByLabel('Inicio de diseño y votación')).toHaveValue(newStart);
  await expect(second.getByLabel('Mostrar la cuenta regresiva hasta el inicio')).toBeChecked();
  const notice = toast(secondEditing, 'Otro administrador actualizó el evento. Recarga para ver los cambios.');
  await expect(notice).toBeVisible();
  await expect(secondEditing.getByLabel('Inicio de diseño y votación')).not.toHaveValue(newStart);
  await expect(secondEditing.getByLabel('URL del video del evento')).toHaveValue('https://marca.mx/borrador.mp4');
  await secondEditing.getByRole('button', { name: 'Cargar cambios' }).click();
  await expect(secondEditing.getByLabel('Inicio de diseño y votación')).toHaveValue(newStart);
  await expect(secondEditing.getByLabel('URL del video del evento')).toHaveValue('https://marca.mx/evento.mp4');

  // The countdown is on and the start is three days away: the open public page moves to coming soon.
  await expect(visitor).toHaveURL(/\/muy-pronto$/);
  await screenshots(page, 'admin-event-settings');
  expect(await seriousViolations(page, 'form')).toEqual([]);
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
