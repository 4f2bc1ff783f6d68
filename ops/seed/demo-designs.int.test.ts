import { imageSize } from 'image-size';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueQuerySchema } from '../../events/schemas/moderation.ts';
import { designsOf, texturesOf } from '../../projections/library/library.projection.ts';
import { moderationCounters, moderationQueue } from '../../projections/moderation/moderation.projection.ts';
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
    // Eleven were submitted; the moderator handed one back for another try.
    await expect.poll(summary, { timeout: 20_000 }).toEqual({ saved: 15, submitted: 10 });
    const designs = await designsOfAll();
    const sizes = await Promise.all((await owners()).map(async (id) => (await designsOf(db, id)).length));
    expect(sizes.sort()).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 3]);

    const thumbnail = await fetch(`${platform.url}${designs[0]!.thumbnail}`);
    expect(imageSize(new Uint8Array(await thumbnail.arrayBuffer()))).toMatchObject({
      type: 'jpg',
      width: 960,
      height: 540,
    });
    const textures = (await Promise.all((await owners()).map((id) => texturesOf(db, id)))).flat();
    expect(textures).toHaveLength(16);
    expect(textures.every((texture) => texture.status === 'ready')).toBe(true);
    const png = await fetch(`${platform.url}${designs[0]!.glbState[0]!.texture}`);
    expect(imageSize(new Uint8Array(await png.arrayBuffer()))).toMatchObject({ type: 'png', width: 1024 });
  });

  it('leaves designs pending, rejected and handed back for the moderator’s demo', async () => {
    const { db } = platform.services;
    await expect
      .poll(() => moderationCounters(db), { timeout: 20_000 })
      .toEqual({ pendingCount: 2, rejectedCount: 1, verifiedCount: 7 });
    const pending = await moderationQueue(db, queueQuerySchema.parse({}));
    expect(pending.items.map((item) => item.name).sort()).toEqual(['Fuego Maya', 'Talavera Poblana']);
    expect(pending.items.find((item) => item.name === 'Fuego Maya')?.badPrompts).toEqual([
      'llamas rojas y doradas color sangre',
    ]);
    const rejected = await moderationQueue(db, queueQuerySchema.parse({ type: 'reject' }));
    expect(rejected.items).toMatchObject([{ name: 'Galaxia Morada', comments: expect.stringContaining('derechos') }]);
    const owners = (await sql<{ user_id: string }>`SELECT DISTINCT user_id FROM library_designs`.execute(db)).rows;
    const all = (await Promise.all(owners.map((row) => designsOf(db, row.user_id)))).flat();
    expect(all.find((design) => design.name === 'Papel Picado')).toMatchObject({
      isSubmitted: false,
      moderatorComment: expect.stringContaining('marca registrada'),
    });
  });

  it('opens the gallery with the designs the demo moderator verified', async () => {
    const listing = async () =>
      (await (await fetch(`${platform.url}/api/v1/gallery/glb-model-listing?limit=12`)).json()) as {
        totalcount: number;
        data: { name: string }[];
      };
    await expect.poll(async () => (await listing()).totalcount, { timeout: 20_000 }).toBe(7);
    expect((await listing()).data.map((design) => design.name)).toContain('Arte Huichol');
  });
});
