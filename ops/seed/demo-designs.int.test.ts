import { imageSize } from 'image-size';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designsOf, texturesOf } from '../../projections/library/library.projection.ts';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform.ts';
import { seedDemo } from './seed-demo.ts';

describe('demo seed: designs', () => {
  let platform: TestPlatform;

  beforeAll(async () => {
    platform = await startTestPlatform();
    await seedDemo(platform.services);
  });
  afterAll(() => platform?.close());

  it('gives demo users saved and submitted designs with textures and stamped thumbnails', async () => {
    const { db } = platform.services;
    const owners = async () =>
      (await sql<{ user_id: string }>`SELECT DISTINCT user_id FROM library_designs`.execute(db)).rows.map(
        (row) => row.user_id,
      );
    const designsOfAll = async () => (await Promise.all((await owners()).map((id) => designsOf(db, id)))).flat();
    const summary = async () => {
      const all = await designsOfAll();
      return { saved: all.length, submitted: all.filter((design) => design.isSubmitted).length };
    };
    await expect.poll(summary, { timeout: 20_000 }).toEqual({ saved: 8, submitted: 4 });
    const designs = await designsOfAll();
    const sizes = await Promise.all((await owners()).map(async (id) => (await designsOf(db, id)).length));
    expect(sizes.sort()).toEqual([1, 1, 1, 2, 3]);

    const thumbnail = await fetch(`${platform.url}${designs[0]!.thumbnail}`);
    expect(imageSize(new Uint8Array(await thumbnail.arrayBuffer()))).toMatchObject({
      type: 'jpg',
      width: 960,
      height: 540,
    });
    const textures = (await Promise.all((await owners()).map((id) => texturesOf(db, id)))).flat();
    expect(textures).toHaveLength(9);
    expect(textures.every((texture) => texture.status === 'ready')).toBe(true);
    const png = await fetch(`${platform.url}${designs[0]!.glbState[0]!.texture}`);
    expect(imageSize(new Uint8Array(await png.arrayBuffer()))).toMatchObject({ type: 'png', width: 1024 });
  });

  it('opens the gallery with the submitted designs, verified by the demo moderator', async () => {
    const listing = async () =>
      (await (await fetch(`${platform.url}/api/v1/gallery/glb-model-listing?limit=12`)).json()) as {
        totalcount: number;
        data: { name: string }[];
      };
    await expect.poll(async () => (await listing()).totalcount, { timeout: 20_000 }).toBe(4);
    expect((await listing()).data.map((design) => design.name)).toContain('Talavera Poblana');
  });
});
