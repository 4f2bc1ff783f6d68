import type { Locator, TestInfo } from '@playwright/test';
import sharp from 'sharp';

/** A screenshot of the 3D canvas as raw RGB pixels. */
export type Shot = { width: number; height: number; pixels: Buffer };

/** Shoots the canvas; the PNG is kept under test-results/ for a person to look at, whatever the outcome. */
export async function shootCanvas(canvas: Locator, testInfo: TestInfo, name: string): Promise<Shot> {
  const png = await canvas.screenshot({ path: testInfo.outputPath(name) });
  await testInfo.attach(name, { path: testInfo.outputPath(name), contentType: 'image/png' });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, pixels: data };
}

const apart = (a: Buffer, i: number, b: ArrayLike<number>, j: number, tolerance: number) =>
  [0, 1, 2].some((c) => Math.abs(a[i + c]! - b[j + c]!) > tolerance);

/** Share of the pixels that are not the background colour: how much of the frame the car covers. */
export function coverage({ pixels }: Shot, background: readonly number[]): number {
  let covered = 0;
  for (let i = 0; i < pixels.length; i += 3) if (apart(pixels, i, background, 0, 12)) covered++;
  return covered / (pixels.length / 3);
}

/** Where two shots of the same view differ: the share of pixels, and their centre (0–1 across and down). */
export function change(before: Shot, after: Shot) {
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
