import type { Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { defaultMapDetails, type GlbStateEntry, type PaintTarget } from '../../events/schemas/design.ts';
import { solidPng } from '../../ops/testing/png.ts';
import { expect, test } from './fixtures.ts';

const textureUrl = '/e2e/solid-red.png';
const background = [0xf5, 0xf5, 0xf5];

type Shot = { width: number; height: number; pixels: Buffer };

function previewPath(panels: PaintTarget[], angle = 'frontThreeQuarter'): string {
  const state: GlbStateEntry[] = panels.map((objectName) => ({
    objectName,
    texture: textureUrl,
    map_details: defaultMapDetails,
  }));
  return `/vista-previa-3d?vista=${angle}&estado=${encodeURIComponent(JSON.stringify(state))}`;
}

/** Opens the preview and waits for the car's first frame and its textures. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const viewer = page.locator('.design-viewer');
  await expect(viewer).toHaveAttribute('data-ready', 'true', { timeout: 90_000 });
  await expect(viewer).toHaveAttribute('data-painted', 'true');
}

/** Shoots the canvas; the PNG is kept under test-results/ for a person to look at, whatever the outcome. */
async function capture(page: Page, testInfo: TestInfo, name: string): Promise<Shot> {
  const png = await page.locator('.design-viewer canvas').screenshot({ path: testInfo.outputPath(name) });
  await testInfo.attach(name, { path: testInfo.outputPath(name), contentType: 'image/png' });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, pixels: data };
}

async function shoot(page: Page, testInfo: TestInfo, path: string, name: string): Promise<Shot> {
  await open(page, path);
  return capture(page, testInfo, name);
}

/** The change a painted panel makes to the plain car, once it is on screen (software WebGL can lag). */
async function changeOnScreen(page: Page, testInfo: TestInfo, plain: Shot, panel: PaintTarget) {
  await open(page, previewPath([panel]));
  let seen = change(plain, await capture(page, testInfo, `${panel}.png`));
  await expect
    .poll(
      async () => {
        seen = change(plain, await capture(page, testInfo, `${panel}.png`));
        return seen.share;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0.005);
  return seen;
}

const apart = (a: Buffer, i: number, b: ArrayLike<number>, j: number, tolerance: number) =>
  [0, 1, 2].some((c) => Math.abs(a[i + c]! - b[j + c]!) > tolerance);

/** Share of the pixels that are not the page background. */
function coverage({ pixels }: Shot): number {
  let covered = 0;
  for (let i = 0; i < pixels.length; i += 3) if (apart(pixels, i, background, 0, 12)) covered++;
  return covered / (pixels.length / 3);
}

/** Where two shots of the same view differ: how many pixels and their centre. */
function change(before: Shot, after: Shot) {
  let count = 0;
  let sumX = 0;
  let sumY = 0;
  for (let i = 0; i < before.pixels.length; i += 3) {
    if (!apart(before.pixels, i, after.pixels, i, 40)) continue;
    const p = i / 3;
    count++;
    sumX += p % before.width;
    sumY += Math.floor(p / before.width);
  }
  return { share: count / (before.pixels.length / 3), x: sumX / count / before.width, y: sumY / count / before.height };
}

// Software WebGL (SwiftShader) on a machine shared with other test runs: generous time.
test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ page }) => {
  await page.route(`**${textureUrl}`, (route) =>
    route.fulfill({ contentType: 'image/png', body: solidPng(64, 64, [220, 20, 30]) }),
  );
});

test('the 3D car renders with WebGL2, front three-quarter and side, in time', async ({ page }, testInfo) => {
  await page.goto('/vista-previa-3d');
  expect(await page.evaluate(() => document.createElement('canvas').getContext('webgl2') !== null)).toBe(true);

  const started = Date.now();
  const front = await shoot(page, testInfo, previewPath([]), 'front-three-quarter.png');
  const firstFrame = await page.evaluate(() => performance.getEntriesByName('design-viewer:first-frame')[0]?.startTime);
  testInfo.annotations.push({
    type: 'first car frame (ms after navigation)',
    description: String(Math.round(firstFrame!)),
  });
  expect(firstFrame).toBeLessThan(60_000);
  expect(Date.now() - started).toBeLessThan(90_000);
  expect(coverage(front)).toBeGreaterThan(0.12);

  const side = await shoot(page, testInfo, previewPath([], 'side'), 'side.png');
  expect(coverage(side)).toBeGreaterThan(0.1);
});

test('a texture on the hood changes the hood, not a door, and the viewer captures 960×540 views', async ({
  page,
}, testInfo) => {
  const plain = await shoot(page, testInfo, previewPath([]), 'plain.png');
  const hood = await changeOnScreen(page, testInfo, plain, 'hood');
  const door = await changeOnScreen(page, testInfo, plain, 'left_back_door');

  expect(hood.share).toBeGreaterThan(0.01);
  expect(door.share).toBeGreaterThan(0.005);
  // Front three-quarter view: the nose is on the left, the back door towards the right.
  expect(hood.x).toBeLessThan(0.45);
  expect(door.x).toBeGreaterThan(hood.x + 0.15);

  await page.getByRole('button', { name: 'Generar miniaturas' }).click();
  const thumbnails = page.getByRole('img', { name: /^Miniatura/ });
  await expect(thumbnails).toHaveCount(4);
  for (const size of await thumbnails.evaluateAll((images) =>
    images.map((image) => [(image as HTMLImageElement).naturalWidth, (image as HTMLImageElement).naturalHeight]),
  )) {
    expect(size).toEqual([960, 540]);
  }
});
