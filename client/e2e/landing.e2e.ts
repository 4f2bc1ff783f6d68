import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// These journeys are a first visit: no landing-tour flag in the browser.
test.use({ landingTourSeen: false });

const screenshots = process.env.LANDING_SCREENSHOTS;
const viewports = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
];

const offer = (page: Page) => page.getByRole('dialog', { name: '¡Bienvenido al 10.º aniversario!' });
const tooltip = (page: Page) => page.getByRole('alertdialog').or(page.locator('.react-joyride__tooltip'));
const landingTourFlag = (page: Page) => page.evaluate(() => localStorage.getItem('landing-tour'));

type Listing = { totalcount: number; data: { name: string }[] };

/** The demo seed's verified designs, newest first, once the gallery's projector has stopped adding to them. */
async function verifiedDesigns(page: Page): Promise<Listing> {
  const listing = async () =>
    (await (await page.request.get('/api/v1/gallery/glb-model-listing?limit=8')).json()) as Listing;
  let last = -1;
  await expect
    .poll(
      async () => {
        const { totalcount } = await listing();
        const settled = totalcount > 0 && totalcount === last;
        last = totalcount;
        return settled;
      },
      { intervals: [1_000], timeout: 30_000 },
    )
    .toBe(true);
  return listing();
}

/** How many of the list's cards lie wholly across the window's width. */
function cardsInView(list: ReturnType<Page['getByRole']>): Promise<number> {
  return list.getByRole('article').evaluateAll(
    (cards) =>
      cards.filter((card) => {
        const box = card.getBoundingClientRect();
        return box.width > 0 && box.left >= 0 && box.right <= window.innerWidth + 1;
      }).length,
  );
}

for (const viewport of viewports) {
  test(`a first visit declines the offer with 'No, gracias' and is not asked again at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(offer(page)).toBeVisible();
    await expect(offer(page)).toContainText('¿Quieres saber cómo celebramos el aniversario?');
    if (screenshots) await page.screenshot({ path: `${screenshots}/landing-offer-${viewport.width}.png` });
    await offer(page).getByRole('button', { name: 'No, gracias' }).click();
    await expect(offer(page)).toBeHidden();
    expect(await landingTourFlag(page)).toBe('true');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(offer(page)).toBeHidden();
  });

  test(`'Ver tutorial' runs the landing tour from the studio button across to sign-up at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await offer(page).getByRole('button', { name: 'Ver tutorial' }).click();
    await expect(offer(page)).toBeHidden();

    await expect(tooltip(page)).toContainText('Entra al estudio de IA');
    if (screenshots) await page.screenshot({ path: `${screenshots}/landing-tour-1-${viewport.width}.png` });
    await tooltip(page).getByRole('button', { name: 'Siguiente' }).click();

    await expect(page).toHaveURL(/\/inscribirse$/);
    await expect(tooltip(page)).toContainText('Primero regístrate');
    if (screenshots) await page.screenshot({ path: `${screenshots}/landing-tour-2-${viewport.width}.png` });
    expect(await landingTourFlag(page)).toBeNull();
    await tooltip(page).getByRole('button', { name: 'Terminar' }).click();
    await expect(tooltip(page)).toBeHidden();
    expect(await landingTourFlag(page)).toBe('true');
  });

  test(`the latest and top-ranked sections show the verified designs, and the tutorial plays in a modal at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const designs = await verifiedDesigns(page);
    await page.goto('/');
    await offer(page).getByRole('button', { name: 'No, gracias' }).click();

    // The first 8, four in view: a row on desktop, a 2 × 2 slide on a phone; long names cut at 22.
    // The sliders load as their section nears the screen.
    const latest = page.getByRole('region', { name: 'Últimas participaciones' });
    await latest.scrollIntoViewIfNeeded();
    await expect(latest.getByRole('article')).toHaveCount(designs.data.length);
    for (const { name } of designs.data) {
      const shown = name.length > 25 ? `${name.slice(0, 22).trimEnd()}...` : name;
      await expect(latest.getByRole('link', { name: shown, exact: true })).toBeAttached();
    }
    expect(await cardsInView(latest)).toBe(Math.min(4, designs.data.length));

    // The top slider: 4 in view above 1280 px, 1 at phone width; arrows only with more than four designs.
    const top = page.getByRole('region', { name: 'Los más votados' });
    await top.scrollIntoViewIfNeeded();
    await expect(top.getByText('#1', { exact: false }).first()).toBeVisible();
    await expect(top.getByRole('article')).toHaveCount(Math.min(10, designs.totalcount));
    await expect(top.locator('.swiper-button-next')).toHaveCount(designs.totalcount > 4 ? 1 : 0);
    expect(await cardsInView(top)).toBe(viewport.width > 1280 ? Math.min(4, designs.totalcount) : 1);

    await page.getByRole('button', { name: '¿Cómo funciona?' }).click();
    const tutorial = page.getByRole('dialog', { name: '¿Cómo funciona?' });
    await expect(tutorial).toBeVisible();
    const video = tutorial.locator('video:visible');
    await expect(video).toHaveCount(1);
    await expect(video).toHaveAttribute('src', viewport.width > 767 ? /tutorial-estudio\.webm$/ : /movil\.webm$/);
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);
    if (screenshots) await page.screenshot({ path: `${screenshots}/landing-tutorial-${viewport.width}.png` });
    await page.keyboard.press('Escape');
    await expect(tutorial).toBeHidden();
    if (screenshots) await page.screenshot({ path: `${screenshots}/landing-${viewport.width}.png`, fullPage: true });
  });
}

test("'Entrar al estudio de IA' leads a visitor to login, returning to the configurator", async ({ page }) => {
  await page.goto('/');
  await offer(page).getByRole('button', { name: 'No, gracias' }).click();
  await page.getByRole('link', { name: 'Entrar al estudio de IA' }).click();
  await expect(page).toHaveURL(/\/iniciar-sesion\?volver=%2Fconfigurador$/);
});
