import { mexicoDateTime, screenshots, signedInAdmin, toast } from './admin-session.ts';
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './serious-violations.ts';

test('an admin queues a deletion that a second admin sees live, and revokes it', async ({
  page,
  browser,
  product,
  mailbox,
}) => {
  await signedInAdmin(page, product, mailbox, 'Ana Admin');
  const second = await browser.newPage();
  await signedInAdmin(second, product, mailbox, 'Beto Admin');
  await second.getByRole('tab', { name: 'Gestión de usuarios' }).click();

  await page.getByRole('tab', { name: 'Gestión de usuarios' }).click();
  const users = page.getByRole('region', { name: 'Usuarios' });
  await users.getByRole('button', { name: 'Eliminar seleccionados' }).click();
  await expect(toast(page, 'Please select atleast one User')).toBeVisible();

  await users.getByRole('searchbox').fill('usuario10@');
  await expect(users.getByRole('row')).toHaveCount(2);
  await users.getByRole('checkbox', { name: 'Seleccionar usuario10@demo.mx' }).check();
  await users.getByRole('button', { name: 'Eliminar seleccionados' }).click();
  await page.getByRole('dialog', { name: 'Eliminar cuentas' }).getByRole('button', { name: 'Sí, eliminar' }).click();
  await expect(toast(page, /se eliminarán en 4 horas/)).toBeVisible();
  const queue = page.getByRole('region', { name: 'Cola de eliminación' });
  await expect(queue.getByRole('cell', { name: 'usuario10@demo.mx', exact: true })).toBeVisible();
  await expect(queue.getByRole('cell', { name: /^0[34]:\d\d:\d\d$/ })).toBeVisible();

  // The second admin hears it at once: a toast and the row in their queue.
  await expect(toast(second, /Ana Admin puso en cola la eliminación de .*usuario10@demo\.mx/)).toBeVisible();
  await expect(
    second
      .getByRole('region', { name: 'Cola de eliminación' })
      .getByRole('cell', { name: 'usuario10@demo.mx', exact: true }),
  ).toBeVisible();
  await screenshots(page, 'admin-accounts');

  await queue.getByRole('checkbox', { name: 'Seleccionar usuario10@demo.mx en la cola' }).check();
  await queue.getByRole('button', { name: 'Revocar seleccionados' }).click();
  await page
    .getByRole('dialog', { name: 'Revocar eliminación' })
    .getByRole('button', { name: 'Sí, restaurar' })
    .click();
  await expect(queue.getByRole('cell', { name: 'usuario10@demo.mx', exact: true })).toBeHidden();
  await expect(toast(second, /Ana Admin revocó la eliminación/)).toBeVisible();
  await expect(users.getByRole('cell', { name: 'usuario10@demo.mx', exact: true })).toBeVisible();
});

test('an admin sees the map of Mexico, the daily charts and the live number of users', async ({
  page,
  product,
  mailbox,
}) => {
  await signedInAdmin(page, product, mailbox);
  const panel = page.getByRole('tabpanel', { name: 'Estadísticas de usuarios' });
  // The demo seed registered its users over the last day, each with a dealer's state.
  const map = panel.getByRole('img', { name: 'Usuarios registrados en las últimas 24 h' });
  await expect(map).toBeVisible();
  await expect(map.locator('path.admin-map-land')).toHaveAttribute('d', /^M/);
  expect(await map.locator('circle.admin-map-marker').count()).toBeGreaterThan(3);
  await expect(panel.getByRole('list', { name: /por estado/ })).toContainText('Ciudad de México');
  await screenshots(page, 'admin-statistics-map');

  const view = panel.getByLabel('Vista');
  await view.selectOption({ label: 'Inicios de sesión diarios' });
  // A line, or on a campaign's first day (the seed's logins all on one Mexico day) its one point.
  const drawn = panel.locator('.apexcharts-line-series path.apexcharts-line, .apexcharts-marker');
  await expect(drawn.filter({ visible: true }).first()).toBeVisible();
  await expect(panel.locator('.apexcharts-xaxis-title')).toHaveText(/^\d{4}$/);
  await screenshots(page, 'admin-statistics-logins');

  await view.selectOption({ label: 'Usuarios con sesión iniciada ahora' });
  const active = panel.locator('.admin-big-number strong');
  const before = Number(await active.textContent());
  expect(before).toBeGreaterThan(0);

  // Someone signs up and confirms the code elsewhere: the figure moves by push, without a reload.
  const email = `nueva-${Date.now()}@ejemplo.mx`;
  const signUp = await page.request.post(`${product.url}/api/v1/user/signup`, {
    data: {
      firstName: 'Nueva',
      lastName: 'Persona',
      email,
      dateOfBirth: '01/02/1990',
      mobileNumber: '5512345678',
      password: 'Secreta1!',
      distributor: 'jalisco--zapopan',
      termsAndConditions: true,
    },
  });
  const mail = await mailbox.waitFor(email, { subject: /código/ });
  await page.request.post(`${product.url}/api/v1/user/verify-otp`, {
    data: { id: (await signUp.json()).data._id, otp: mail.text.match(/\b\d{6}\b/)![0], type: 'signup' },
  });
  await expect(active).toHaveText(String(before + 1));

  await expect(panel.getByRole('region', { name: 'Votos del día' })).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Tabla de clasificación' })).toBeVisible();
});

test('an admin exports the users as a CSV file', async ({ page, product, mailbox }) => {
  await signedInAdmin(page, product, mailbox);
  await page.getByRole('button', { name: 'Exportar datos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exportar datos' });
  await dialog.getByRole('button', { name: 'Descargar CSV' }).click();
  await expect(toast(page, 'Please select required fileds')).toBeVisible();

  await dialog.getByLabel('Tipo de datos').selectOption({ label: 'Detalles de usuarios' });
  const start = dialog.getByRole('textbox', { name: 'Fecha y hora de inicio' });
  await expect(start).toHaveAttribute('placeholder', 'DD/MM/YYYY HH:mm');
  await start.fill('31/02/2024 10:00');
  await dialog.getByRole('button', { name: 'Descargar CSV' }).click();
  await expect(dialog.getByText('La fecha debe tener el formato DD/MM/YYYY HH:mm')).toBeVisible();
  await expect(start).toHaveAttribute('aria-invalid', 'true');

  // Digits alone are enough: the field writes the separators.
  const from = mexicoDateTime(Date.now() - 3 * 86_400_000);
  await start.fill(from.replace(/\D/g, ''));
  await expect(start).toHaveValue(from);
  await expect(start).toHaveAttribute('aria-invalid', 'false');
  await dialog.getByLabel('Fecha y hora de fin').fill(mexicoDateTime(Date.now() + 86_400_000));
  await screenshots(page, 'admin-export');
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  const downloaded = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Descargar CSV' }).click();
  const file = await downloaded;
  await expect(toast(page, 'Datos descargados exitosamente')).toBeVisible();
  const text = await (await file.createReadStream()).toArray();
  const csv = Buffer.concat(text).toString('utf8');
  expect(csv.startsWith('\uFEFFID,Nombre,Apellido,Correo electrónico')).toBe(true);
  expect(csv).toContain('usuario1@demo.mx');
});

test('an admin finds a design by name and reads its history, reviews and likes from the log', async ({
  page,
  product,
  mailbox,
}) => {
  await signedInAdmin(page, product, mailbox);
  await page.getByRole('tab', { name: 'Historial de diseños' }).click();
  await page.getByLabel('Nombre del diseño').fill('galaxia');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page
    .getByRole('list', { name: 'Diseños encontrados' })
    .getByRole('button', { name: /Galaxia Morada/ })
    .click();
  const timeline = page.getByRole('region', { name: 'Línea de tiempo' });
  await expect(timeline.getByText('Creado y guardado en la biblioteca como «Galaxia Morada»')).toBeVisible();
  await expect(timeline.getByText(/Revisión: rechazado por el moderador .* «La nebulosa copia/)).toBeVisible();
  await expect(page.getByText('Este diseño todavía no tiene me gusta.')).toBeVisible();

  await page.getByLabel('Nombre del diseño').fill('ALEBRIJE');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('button', { name: /Alebrije Nocturno/ }).click();
  await expect(timeline.getByText(/Revisión: verificado por el moderador/)).toBeVisible();
  await expect(timeline.getByText(/^Me gusta de /).first()).toBeVisible();
  await expect(timeline.getByText(/^#\d+$/).first()).toBeVisible();
  await expect(timeline.locator('code', { hasText: /^design-/ }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: /^Me gusta acumulados por hora: .+ \d+/ })).toBeVisible();
  await expect(page.locator('.apexcharts-line')).toBeVisible();
  await screenshots(page, 'admin-design-history');
});
