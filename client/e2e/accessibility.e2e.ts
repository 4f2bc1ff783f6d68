import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';

// The pages a visitor meets first. Pages with the 3D car and the gallery join this list as they land.
const pages = [
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
      await page.goto(`${product.url}${path}`);
      await expect(page.locator('main h1').first()).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
      const serious = violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    });
  }
}
