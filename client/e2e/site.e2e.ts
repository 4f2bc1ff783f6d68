import type { Page } from '@playwright/test';
import type { ContestSchedule } from '../../events/schemas/contest.ts';
import { expect, test } from './fixtures.ts';

// The pages of the public site (the landing's own journeys are in landing.e2e.ts).
const siteRoutes = [
  '/',
  '/terminos-condiciones',
  '/legal',
  '/privacidad',
  '/galletas',
  '/faq',
  '/descargas',
  '/linea-de-vehiculos',
  '/modelos',
  '/contacto',
  '/alertas-de-noticias',
  '/mapa-del-sitio',
  '/vlog',
  '/marca-mexico',
  '/blog',
  '/promociones',
  '/noticias',
  '/el-viaje',
  '/el-viaje-es-por-ti',
  '/muy-pronto',
  '/eventos',
];

/** Console errors and uncaught exceptions of a page, from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

async function liveSchedule(page: Page): Promise<ContestSchedule> {
  const response = await page.request.get('/api/v1/event');
  return ((await response.json()) as { data: ContestSchedule }).data;
}

const mexicoDate = (ms: number) =>
  new Intl.DateTimeFormat('es-MX', {
    timeZone: 'America/Mexico_City',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(ms);

for (const route of siteRoutes) {
  test(`${route} renders without console errors or sideways scroll at 1440 and 375 px`, async ({ page }) => {
    const errors = collectErrors(page);
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 375, height: 812 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      await page.waitForLoadState('load');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `scrolls sideways at ${viewport.width} px`).toBeLessThanOrEqual(0);
    }
    expect(errors).toEqual([]);
  });
}

test('the embedded pages fill a frame with their local default page', async ({ page }) => {
  await page.goto('/promociones');
  const frame = page.frameLocator('iframe[title="Promociones"]');
  await expect(frame.getByRole('heading', { name: 'Promociones vigentes' })).toBeVisible();
  const height = await page.locator('iframe').evaluate((element) => element.getBoundingClientRect().height);
  expect(height).toBeGreaterThan(600);
});

test('the terms show the voting dates of the live event configuration', async ({ page }) => {
  const schedule = await liveSchedule(page);
  await page.goto('/terminos-condiciones');
  const general = page.locator('#condiciones-generales');
  await expect(general).toContainText(`del ${mexicoDate(schedule.startDate)} al ${mexicoDate(schedule.votingEndDate)}`);
  await expect(page.getByRole('heading', { name: '4. Mecánica: las dos etapas' })).toBeVisible();
});

test('the how-it-works flags scroll to their section', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  for (const [flag, heading] of [
    ['fecha=verdadero', 'Fechas clave'],
    ['concurso=verdadero', 'Así funciona el concurso'],
    ['diseño=verdadero', 'Antes de empezar'],
  ] as const) {
    await page.goto(`/?${flag}`);
    const target = page.getByRole('heading', { level: 2, name: heading });
    await expect(target).toBeInViewport();
    await expect(target).toBeFocused();
    await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
  }
});

test('the five-step guide shows the step chosen in its list, by click or arrow keys', async ({ page }) => {
  await page.goto('/');
  const steps = page.getByRole('tablist', { name: 'Pasos para participar' });
  const panel = page.getByRole('tabpanel');
  await expect(panel).toContainText('Paso 1 de 5');
  await steps.getByRole('tab', { name: 'Ajusta con la herramienta de edición' }).click();
  await expect(panel).toContainText('Paso 3 de 5');
  await expect(panel.getByRole('heading', { name: 'Ajusta con la herramienta de edición' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(steps.getByRole('tab', { name: 'Previsualiza y agrega nombre y descripción' })).toBeFocused();
  await expect(panel).toContainText('Paso 4 de 5');
  await page.keyboard.press('End');
  await expect(panel.getByRole('link', { name: 'Ir a la galería' })).toBeVisible();
});

test('on a phone the eight steps fold behind LEER MÁS', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const steps = page.locator('.hiw-step');
  await expect(steps).toHaveCount(8);
  await expect(steps.nth(7)).toBeHidden();
  await page.getByRole('button', { name: 'LEER MÁS' }).click();
  await expect(steps.nth(7)).toBeVisible();
  await expect(page.getByRole('button', { name: 'LEER MENOS' })).toHaveAttribute('aria-expanded', 'true');
});

for (const width of [1440, 375]) {
  test(`the assistant answers the voting deadline with the configured date at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 812 });
    const schedule = await liveSchedule(page);
    await page.goto('/galletas');
    const launcher = page.getByRole('button', { name: /¿Tienes dudas\?/ });
    await launcher.click();
    const panel = page.getByRole('dialog', { name: 'Dani' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Escribe tu pregunta' })).toBeFocused();
    await page.keyboard.type('¿Cuándo termina la votación?');
    await page.keyboard.press('Enter');

    const answer = panel.getByRole('log').getByRole('listitem').last();
    await expect(answer).toContainText(`Fecha límite de votación. Fecha: ${mexicoDate(schedule.votingEndDate)}`);
    await expect(answer.getByRole('link', { name: 'Fechas clave' })).toHaveAttribute('href', '/?fecha=verdadero');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();
  });
}

test('the assistant answers from the FAQ and is absent from staff pages', async ({ page }) => {
  await page.goto('/faq');
  await page.getByRole('button', { name: /¿Tienes dudas\?/ }).click();
  await page.getByRole('button', { name: '¿Cuál es el premio?' }).click();
  await expect(page.getByRole('log').getByRole('listitem').last()).toContainText('sedán compacto híbrido');

  await page.goto('/administrador');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /¿Tienes dudas\?/ })).toHaveCount(0);
});

test('the coming-soon countdown ticks each second, then offers to enter the site', async ({ page }) => {
  const { startDate } = await liveSchedule(page);
  const wait = ((3 * 24 + 1) * 3600 + 2 * 60 + 30) * 1000; // 3 days, 1 hour, 2 minutes, 30 seconds
  await page.clock.install({ time: startDate - wait });
  await page.goto('/muy-pronto');
  const timer = page.getByRole('timer');
  const value = async (unit: string) =>
    Number(await timer.locator(`[data-unit="${unit}"] .countdown-value`).textContent());
  const secondsShown = async () =>
    (((await value('days')) * 24 + (await value('hours'))) * 60 + (await value('minutes'))) * 60 +
    (await value('seconds'));
  await expect(timer).toBeVisible();
  expect(await value('days')).toBe(3);
  expect(await value('hours')).toBe(1);

  // From a paused clock a minute on, each second of time brings exactly one tick.
  await page.clock.pauseAt(startDate - wait + 60_000);
  await page.clock.runFor(1000);
  const afterAMinute = (wait - 61_000) / 1000;
  await expect.poll(async () => Math.abs((await secondsShown()) - afterAMinute)).toBeLessThanOrEqual(1);
  const shown = await secondsShown();
  await page.clock.runFor(1000);
  await expect.poll(secondsShown).toBe(shown - 1);
  await page.clock.runFor(30_000);
  await expect.poll(secondsShown).toBe(shown - 31);

  await page.clock.fastForward(wait);
  await page.clock.runFor(1000);
  await expect(page.getByText('Cuenta regresiva completada.')).toBeVisible();
  await page.getByRole('link', { name: 'Entrar al sitio' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the events page counts down to the winner announcement, then shows the video', async ({ page }) => {
  const { winnerAnnouncement } = await liveSchedule(page);
  await page.clock.install({ time: winnerAnnouncement - 5000 });
  await page.goto('/eventos');
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(page.locator('video')).toHaveCount(0);

  await page.clock.runFor(6000);
  const video = page.locator('video');
  await expect(video).toHaveAttribute('src', '/media/evento-ganador.webm');
  const media = await page.request.get('/media/evento-ganador.webm');
  expect(media.ok()).toBe(true);
  expect(media.headers()['content-type']).toContain('video/webm');
});

test('the site map links every public page', async ({ page }) => {
  await page.goto('/mapa-del-sitio');
  await expect(page.getByRole('heading', { level: 1, name: 'Mapa del sitio' })).toBeVisible();
  const hrefs = await page
    .getByRole('main')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => decodeURI(new URL((link as HTMLAnchorElement).href).pathname)));
  const publicPages = [
    ...siteRoutes.filter((route) => route !== '/mapa-del-sitio'),
    '/estudio',
    '/galeria',
    '/tabla-de-clasificacion',
    '/vota-por-el-major',
    '/configurador',
    '/tus-disenos',
    '/iniciar-sesion',
    '/inscribirse',
    '/olvide-contrasena',
    '/perfil',
  ];
  expect(new Set(hrefs)).toEqual(new Set(publicPages));
});
