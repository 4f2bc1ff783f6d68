import { writeFile } from 'node:fs/promises';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { defaultMapDetails } from '../../events/schemas/design.ts';
import { goodPassword, signedUpUser, uniqueEmail } from '../../ops/testing/accounts-fixture.ts';
import { apiClient } from '../../ops/testing/api-client.ts';
import { solidPng } from '../../ops/testing/png.ts';
import type { SmtpSink } from '../../ops/testing/smtp-sink.ts';
import { change, coverage, type Shot, shootCanvas } from './canvas-pixels.ts';
import { expect, test } from './fixtures.ts';
import { logInThroughForm } from './user-session.ts';

const studioBackground = [0xf5, 0xf5, 0xf5];

// Software WebGL (SwiftShader) on a machine shared with other test runs: generous time.
test.describe.configure({ timeout: 300_000 });

/** A new account (empty library), then the login form and its mailed code, as a person does it. */
async function logIn(page: Page, mailbox: SmtpSink, baseURL: string, returnTo: string, account?: { email: string }) {
  const { email } = account ?? (await signedUpUser(baseURL, mailbox, uniqueEmail('estudio')));
  await logInThroughForm(page, mailbox, returnTo, { email, password: goodPassword, earlierCodes: 1 });
}

/** Saves a design through the API as the configurator would: a generated texture on the hood, an uploaded thumbnail. */
async function savedDesign(baseURL: string, token: string, name: string) {
  const api = apiClient(baseURL);
  const asked = await api.post('/ai/generate', { prompt: `${name} azul`, style_preset: 'tile-texture' }, token);
  let texture: string | undefined;
  await expect
    .poll(
      async () => {
        const listed = await api.get('/ai/generate', token);
        texture = listed.body.data.data.find((t: { _id: string }) => t._id === asked.body.data._id)?.generatedImageUrl;
        return texture;
      },
      { timeout: 60_000 },
    )
    .toBeTruthy();
  const signed = await api.post('/user/signed-url', { content_type: 'image/png', module: 'thumbnail' }, token);
  await fetch(`${baseURL}${signed.body.data.signedUrl}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'image/png' },
    body: new Uint8Array(solidPng(96, 54, [20, 60, 200])),
  });
  const thumbnail = signed.body.data.url as string;
  const saved = await api.post(
    '/ai/save_glb_state',
    {
      name,
      description: `Descripción de ${name}`,
      thumbnail,
      images: [thumbnail],
      glbState: [{ objectName: 'hood', texture, map_details: defaultMapDetails }],
    },
    token,
  );
  expect(saved.status).toBe(201);
}

const viewerOf = (page: Page) => page.locator('.configurator .design-viewer');

/** Waits until the textures asked for are on the car, then until the canvas differs from `before` by more than `least`. */
async function settledChange(page: Page, testInfo: TestInfo, before: Shot, name: string, least: number) {
  await expect(viewerOf(page)).toHaveAttribute('data-painted', 'true', { timeout: 60_000 });
  let seen = change(before, before);
  let shot = before;
  await expect
    .poll(
      async () => {
        shot = await shootCanvas(viewerOf(page).locator('canvas'), testInfo, name);
        seen = change(before, shot);
        return seen.share;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(least);
  return { ...seen, shot };
}

/** Keeps a rendered thumbnail (a blob: image, out of the page's CSP reach for fetch) as a PNG of its pixels. */
async function keepImage(image: Locator, testInfo: TestInfo, name: string) {
  const dataUrl = await image.evaluate((element) => {
    const img = element as HTMLImageElement;
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    canvas.getContext('2d')!.drawImage(img, 0, 0);
    return canvas.toDataURL('image/png');
  });
  await writeFile(testInfo.outputPath(name), Buffer.from(dataUrl.split(',')[1]!, 'base64'));
  await testInfo.attach(name, { path: testInfo.outputPath(name), contentType: 'image/png' });
}

test('generate a texture, paint the hood, place it, finish with a thumbnail, see it in the library', async ({
  page,
  mailbox,
  baseURL,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, mailbox, baseURL!, '/configurador');
  await expect(page.getByText('Paso 1')).toBeVisible();

  // A new user is offered the studio tour; skipping it records it on the profile.
  const tour = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Escribe tu idea' });
  await expect(tour).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Saltar recorrido' }).click();
  await expect(tour).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').onboardingTour))
    .toBe(true);

  // The car: WebGL2, a first frame in time, and a frame that is not blank.
  expect(await page.evaluate(() => document.createElement('canvas').getContext('webgl2') !== null)).toBe(true);
  await expect(viewerOf(page)).toHaveAttribute('data-ready', 'true', { timeout: 90_000 });
  const firstFrame = await page.evaluate(() => performance.getEntriesByName('design-viewer:first-frame')[0]?.startTime);
  testInfo.annotations.push({
    type: 'first car frame (ms after navigation)',
    description: String(Math.round(firstFrame!)),
  });
  const canvas = viewerOf(page).locator('canvas');
  const plain = await shootCanvas(canvas, testInfo, 'configurator-plain-front-three-quarter.png');
  expect(coverage(plain, studioBackground)).toBeGreaterThan(0.12);
  await expect(page.getByText('Sin Textura Generada')).toBeVisible();

  // Generate: the texture arrives by push, without a reload.
  await page.evaluate(() => Object.assign(window, { studioMarker: true }));
  await page.getByRole('textbox', { name: 'Tu idea' }).fill('llamas rojas y doradas');
  await page.getByLabel('Estilo').selectOption({ label: 'Arte digital' });
  await page.getByRole('button', { name: 'Generar' }).click();
  const use = page.getByRole('button', { name: 'Usar textura: llamas rojas y doradas' });
  await expect(use).toBeVisible({ timeout: 60_000 });
  expect(await page.evaluate(() => 'studioMarker' in window)).toBe(true);

  // Part by part: the selected part lights up on the car, follows the selection and leaves in full-car mode.
  const fullCar = await shootCanvas(canvas, testInfo, 'full-car.png');
  await page.getByRole('radio', { name: 'Parte por parte' }).click();
  await page.getByRole('button', { name: 'Cofre' }).click();
  const hoodLit = await settledChange(page, testInfo, fullCar, 'hood-highlighted.png', 0.004);
  expect(hoodLit.x).toBeLessThan(0.45);
  await page.getByRole('button', { name: 'Puerta trasera izquierda' }).click();
  const doorLit = await settledChange(page, testInfo, fullCar, 'door-highlighted.png', 0.002);
  expect(doorLit.x).toBeGreaterThan(hoodLit.x + 0.15);
  expect(change(hoodLit.shot, doorLit.shot).share).toBeGreaterThan(0.004);
  await page.getByRole('radio', { name: 'Auto completo' }).click();
  await expect
    .poll(async () => change(fullCar, await shootCanvas(canvas, testInfo, 'highlight-gone.png')).share)
    .toBeLessThan(0.002);

  // The hood, painted.
  await page.getByRole('radio', { name: 'Parte por parte' }).click();
  await page.getByRole('button', { name: 'Cofre' }).click();
  await expect(viewerOf(page)).toHaveAttribute('data-painted', 'true');
  const hoodSelected = await shootCanvas(canvas, testInfo, 'hood-selected.png');
  await use.click();
  const hood = await settledChange(page, testInfo, hoodSelected, 'configurator-hood-painted.png', 0.01);
  // Front three-quarter view: the nose (and its hood) on the left half.
  expect(hood.x).toBeLessThan(0.45);

  // A door painted and taken back with undo.
  await page.getByRole('button', { name: 'Puerta trasera izquierda' }).click();
  await expect(viewerOf(page)).toHaveAttribute('data-painted', 'true');
  const doorSelected = await shootCanvas(canvas, testInfo, 'door-selected.png');
  await use.click();
  const door = await settledChange(page, testInfo, doorSelected, 'door-painted.png', 0.005);
  expect(door.x).toBeGreaterThan(hood.x + 0.15);
  await page.getByRole('button', { name: 'Deshacer el último cambio' }).click();
  await expect
    .poll(async () => change(doorSelected, await shootCanvas(canvas, testInfo, 'door-undone.png')).share)
    .toBeLessThan(0.002);

  // A slider moves the texture on the hood, live.
  await page.getByRole('button', { name: 'Cofre' }).click();
  await expect(viewerOf(page)).toHaveAttribute('data-painted', 'true');
  const beforeSlide = await shootCanvas(canvas, testInfo, 'before-slider.png');
  await page.getByRole('slider', { name: 'Rotación' }).fill('45');
  await expect(page.locator('.slider', { hasText: 'Rotación' }).locator('output')).toHaveText('45');
  await settledChange(page, testInfo, beforeSlide, 'configurator-hood-rotated.png', 0.003);

  await page.screenshot({ path: testInfo.outputPath('configurator-1440.png'), fullPage: true });

  // Finish: name and description, then a thumbnail among the rendered views.
  await page.getByRole('button', { name: 'Terminar diseño' }).click();
  const save = page.getByRole('dialog', { name: /Paso 1 de 2/ });
  await save.getByRole('button', { name: 'Siguiente' }).click();
  await expect(save.getByText('Se requiere título.')).toBeVisible();
  await save.getByLabel('Nombre del diseño').fill('Talavera en el cofre');
  await save.getByLabel('Descripción').fill('Azulejos de Talavera azul sobre el cofre de mi sedán.');
  await save.getByRole('button', { name: 'Siguiente' }).click();
  const pick = page.getByRole('dialog', { name: /Paso 2 de 2/ });
  const thumbnails = pick.getByRole('img', { name: /^Miniatura:/ });
  await expect(thumbnails).toHaveCount(4, { timeout: 60_000 });
  for (const size of await thumbnails.evaluateAll((images) =>
    images.map((image) => [(image as HTMLImageElement).naturalWidth, (image as HTMLImageElement).naturalHeight]),
  )) {
    expect(size).toEqual([960, 540]);
  }
  await keepImage(
    pick.getByRole('img', { name: 'Miniatura: Frente tres cuartos' }),
    testInfo,
    'configurator-front-three-quarter.png',
  );
  await keepImage(pick.getByRole('img', { name: 'Miniatura: Lateral' }), testInfo, 'configurator-side.png');
  await pick.getByRole('button', { name: 'Guardar diseño' }).click();
  await expect(pick.getByText('Seleccione al menos una imagen para la miniatura.')).toBeVisible();
  await pick.getByText('Frente tres cuartos').click();
  await pick.getByRole('button', { name: 'Guardar diseño' }).click();

  // Saved: the share dialog opens over the configurator with the chosen thumbnail, the link and the ready text.
  const share = page.getByRole('dialog', { name: 'Comparte este diseño' });
  await expect(share).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/configurador$/);
  await expect(share.getByRole('img', { name: 'Miniatura de Talavera en el cofre' })).toHaveJSProperty(
    'naturalWidth',
    960,
    { timeout: 30_000 },
  );
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await share.getByRole('button', { name: 'Copiar enlace' }).click();
  await expect(page.getByText('Enlace copiado')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/detalles-de-la-galeria\/[0-9a-f-]{36}$/);
  expect(link.startsWith(baseURL!)).toBe(true);
  await expect(share.getByRole('textbox', { name: 'Texto de la publicación' })).toHaveValue(
    `¡Acabo de diseñar un sedán compacto híbrido con IA! Apóyame con tu voto y podría llevármelo a casa: ${link} #TuDeterminasTuDiseño`,
  );
  await expect(share.getByRole('button', { name: 'Instagram' })).toBeDisabled();
  await page.screenshot({ path: testInfo.outputPath('share-dialog-1440.png') });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: testInfo.outputPath('share-dialog-375.png') });
  await page.setViewportSize({ width: 1440, height: 900 });
  await share.getByRole('button', { name: 'Cerrar' }).click();

  // The library: 1/3, the card with its thumbnail, and the design on the live preview.
  await expect(page).toHaveURL(/\/tus-disenos$/, { timeout: 30_000 });
  await expect(page.locator('.design-library__count')).toContainText('1/3');
  const card = page.locator('.design-card', { hasText: 'Talavera en el cofre' });
  await expect(card).toBeVisible();
  await expect(card.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  const thumbnail = card.getByRole('img', { name: 'Miniatura de Talavera en el cofre' });
  await thumbnail.scrollIntoViewIfNeeded();
  await expect(thumbnail).toHaveJSProperty('naturalWidth', 960, { timeout: 30_000 });
  await expect(page.locator('.library-preview .design-viewer')).toHaveAttribute('data-painted', 'true', {
    timeout: 90_000,
  });
  await page.screenshot({ path: testInfo.outputPath('library-1440.png'), fullPage: true });
});

test('the configurator and the library fit a 375 px phone', async ({ page, mailbox, baseURL }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await logIn(page, mailbox, baseURL!, '/configurador');
  await page.getByRole('button', { name: 'Saltar recorrido' }).click();
  await page.getByRole('button', { name: 'Generar' }).click();
  await expect(page.getByText('Se requiere aviso.')).toBeVisible();
  await expect(viewerOf(page)).toHaveAttribute('data-ready', 'true', { timeout: 90_000 });
  const shot = await shootCanvas(viewerOf(page).locator('canvas'), testInfo, 'configurator-375-canvas.png');
  expect(coverage(shot, studioBackground)).toBeGreaterThan(0.1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: testInfo.outputPath('configurator-375.png'), fullPage: true });

  await page.goto('/tus-disenos');
  await expect(page.getByText('Ningún diseño disponible')).toBeVisible();
  await expect(page.locator('.design-library__count')).toContainText('0/3');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: testInfo.outputPath('library-375.png'), fullPage: true });
});

test('the studio intro: banner, tutorial sought by marca_de_tiempo, and the way in', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/estudio?marca_de_tiempo=5');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const video = page.locator('.tutorial__video--desktop');
  await expect(video).toBeInViewport();
  await expect.poll(() => video.evaluate((element) => (element as HTMLVideoElement).currentTime)).toBeCloseTo(5, 0);
  await page.screenshot({ path: testInfo.outputPath('studio-1440.png'), fullPage: true });

  await page.getByRole('link', { name: 'Comencemos' }).click();
  await expect(page).toHaveURL(/\/iniciar-sesion\?volver=%2Festudio$/);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/estudio');
  await expect(page.locator('.tutorial__video--mobile')).toBeVisible();
  await expect(page.locator('.tutorial__video--desktop')).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: testInfo.outputPath('studio-375.png'), fullPage: true });
});

test('the library: delete one design, submit another, then everything is locked', async ({
  page,
  mailbox,
  baseURL,
}, testInfo) => {
  const account = await signedUpUser(baseURL!, mailbox, uniqueEmail('biblioteca'));
  await savedDesign(baseURL!, account.token, 'Ola Azul');
  await savedDesign(baseURL!, account.token, 'Cielo Claro');
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, mailbox, baseURL!, '/tus-disenos', account);
  await expect(page.locator('.design-library__count')).toContainText('2/3');
  await expect(page.getByRole('link', { name: /Crear nuevo diseño/ })).toBeVisible();

  await page.getByRole('button', { name: 'Eliminar Cielo Claro' }).click();
  const confirmDelete = page.getByRole('dialog', { name: '¿Eliminar este diseño?' });
  await confirmDelete.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.locator('.design-library__count')).toContainText('1/3');
  await expect(page.getByText('Cielo Claro')).toHaveCount(0);

  await page.getByRole('button', { name: 'Enviar Ola Azul a la galería' }).click();
  await page
    .getByRole('dialog', { name: '¿Enviar este diseño a la galería?' })
    .getByRole('button', { name: 'Enviar diseño' })
    .click();
  await expect(page.getByText('Diseño enviado').first()).toBeVisible();
  await expect(page).toHaveURL(/\/galeria$/);

  await page.goto('/tus-disenos');
  const card = page.locator('.design-card', { hasText: 'Ola Azul' });
  await expect(card.getByText('Diseño enviado')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Eliminar Ola Azul' })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Enviar Ola Azul a la galería' })).toBeDisabled();
  await expect(page.getByRole('link', { name: /Crear nuevo diseño/ })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('library-submitted-1440.png'), fullPage: true });

  // Submitted: the studio no longer generates, and finishing says why.
  await page.goto('/configurador');
  await page.getByRole('button', { name: 'Saltar recorrido' }).click();
  await expect(page.getByRole('button', { name: 'Generar' })).toBeDisabled();
  await page.getByRole('button', { name: 'Terminar diseño' }).click();
  await expect(page.getByText('No puedes diseñar un nuevo diseño. Ya terminaste de enviar tus diseños.')).toBeVisible();
});
