import { expect, test } from './fixtures.ts';

test('the landing page shows the header, an unknown path the 404 page, and "Ir al inicio" returns home', async ({
  page,
}) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  await expect(header.getByRole('link', { name: 'Galería' }).first()).toBeVisible();

  await page.goto('/esta-pagina-no-existe');
  await expect(page.getByRole('heading', { name: 'Error 404' })).toBeVisible();
  await expect(page.getByRole('img')).not.toHaveCount(0);
  await page
    .getByRole('button', { name: 'Ir al inicio' })
    .or(page.getByRole('link', { name: 'Ir al inicio' }))
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner')).toBeVisible();
});

test('the mobile menu opens at 375 px and leads to the gallery', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: /menú/i });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: 'Galería' }).last().click();
  await expect(page).toHaveURL(/\/galeria$/);
});
