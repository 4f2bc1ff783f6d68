import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';

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

for (const width of [1440, 375]) {
  for (const { path, name } of pages) {
    test(`${name} has no serious or critical accessibility violation at ${width} px`, async ({ page, product }) => {
      await page.setViewportSize({ width, height: 900 });
      const listing = await page.request.get(`${product.url}/api/v1/gallery/glb-model-listing?limit=1`);
      const target = path === 'detail' ? `/detalles-de-la-galeria/${(await listing.json()).data[0].id}` : path;
      await page.goto(`${product.url}${target}`);
      await expect(page.locator('main h1').first()).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
      const serious = violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    });
  }
}
