import { demoUserPassword } from '../../ops/seed/demo-accounts.ts';
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './serious-violations.ts';
import { logInThroughForm } from './user-session.ts';

// The pages a visitor meets first; the detail page is the first verified design's.
const pages = [
  { path: '/galeria', name: 'galería' },
  { path: 'detail', name: 'detalle de un diseño' },
  { path: '/', name: 'inicio' },
  { path: '/iniciar-sesion', name: 'inicio de sesión' },
  { path: '/inscribirse', name: 'registro' },
  { path: '/terminos-condiciones', name: 'términos' },
  { path: '/no-existe', name: 'página no encontrada' },
];

// Axe on a page drawing WebGL in software, on a shared machine, takes its time.
test.describe.configure({ timeout: 180_000 });

for (const width of [1440, 375]) {
  for (const { path, name } of pages) {
    test(`${name} has no serious or critical accessibility violation at ${width} px`, async ({ page, product }) => {
      await page.setViewportSize({ width, height: 900 });
      const listing = await page.request.get(`${product.url}/api/v1/gallery/glb-model-listing?limit=1`);
      const target = path === 'detail' ? `/detalles-de-la-galeria/${(await listing.json()).data[0].id}` : path;
      await page.goto(`${product.url}${target}`);
      await expect(page.locator('main h1').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

// The signed-in studio: the configurator (with its first-visit tour, then without) and the library.
// One demo user per width, used by no other journey.
for (const [width, email] of [
  [1440, 'usuario11@demo.mx'],
  [375, 'usuario12@demo.mx'],
] as const) {
  test(`the configurator and your designs have no serious or critical accessibility violation at ${width} px`, async ({
    page,
    mailbox,
  }) => {
    test.setTimeout(300_000); // software WebGL on a shared machine
    await page.setViewportSize({ width, height: 900 });
    await logInThroughForm(page, mailbox, '/configurador', { email, password: demoUserPassword });
    await expect(page.getByText('Paso 1')).toBeVisible();

    const tour = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Escribe tu idea' });
    await expect(tour).toBeVisible({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Saltar recorrido' }).click();
    await expect(tour).toHaveCount(0);
    await expect(page.locator('.configurator .design-viewer')).toHaveAttribute('data-ready', 'true', {
      timeout: 120_000,
    });
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/tus-disenos');
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.getByText(/\d\/3/).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
