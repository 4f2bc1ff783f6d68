import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryEvent } from '../../events/library/library.events.ts';
import { libraryStreamId } from '../../events/library/library.events.ts';
import { createTestStore, type TestStore } from '../../ops/testing/test-database.ts';
import type { Push } from '../projection.ts';
import { designsOf, libraryProjection, texturesOf } from './library.projection.ts';

const at = Date.UTC(2026, 5, 20);
const placement = { repeatX: 6, repeatY: 6, rotation: 276, offSetX: 825, offSetY: 584 };

describe('library projection', () => {
  let test: TestStore;
  let pushes: readonly Push[] | undefined;

  beforeAll(async () => {
    test = await createTestStore();
    await libraryProjection.createTables(test.db);
    await given('ana', [
      {
        type: 'TextureRequested',
        data: { textureId: 't1', prompt: 'olas', stylePreset: 'anime', flaggedTerms: [], at },
      },
      {
        type: 'TextureRequested',
        data: { textureId: 't2', prompt: 'fuego', stylePreset: 'tile-texture', flaggedTerms: [], at: at + 1 },
      },
      { type: 'TextureGenerated', data: { textureId: 't1', url: '/t1.png', at: at + 2 } },
      {
        type: 'TextureGenerationFailed',
        data: { textureId: 't2', message: 'An error occurred generating textures', at: at + 3 },
      },
      { type: 'DesignSaved', data: design('d1', at + 4) },
      { type: 'DesignSaved', data: design('d2', at + 5) },
      { type: 'DesignSaved', data: design('d3', at + 6) },
      { type: 'DesignDeleted', data: { designId: 'd2', at: at + 7 } },
      { type: 'DesignSubmitted', data: { designId: 'd3', at: at + 8 } },
    ]);
  });
  afterAll(() => test?.close());

  async function given(userId: string, events: LibraryEvent[]) {
    await test.store.append(libraryStreamId(userId), events, { expectedVersion: 0 });
    const recorded = await test.store.readAll();
    pushes = await test.db.transaction().execute((trx) => libraryProjection.apply(trx, recorded, { keys: test.keys }));
  }

  it('lists the user’s textures newest first with their outcome', async () => {
    expect(await texturesOf(test.db, 'ana')).toMatchObject([
      { _id: 't2', status: 'failed', generatedImageUrl: null, message: 'An error occurred generating textures' },
      { _id: 't1', status: 'ready', generatedImageUrl: '/t1.png', prompt: 'olas', style_preset: 'anime' },
    ]);
    expect(await texturesOf(test.db, 'someone-else')).toEqual([]);
  });

  it('keeps the designs that were not deleted, in the order they were saved, with the submitted one marked', async () => {
    const designs = await designsOf(test.db, 'ana');
    expect(designs.map((d) => [d.id, d.isSubmitted])).toEqual([
      ['d1', false],
      ['d3', true],
    ]);
    expect(designs[1]).toMatchObject({
      name: 'Diseño d3',
      glbState: [{ objectName: 'hood', texture: '/t1.png', map_details: placement }],
      createdAt: at + 6,
      updatedAt: at + 8,
    });
  });

  it('pushes each texture outcome and library change to the user’s room', () => {
    expect(pushes).toContainEqual({
      room: 'user:ana',
      event: 'user',
      payload: { type: 'texture', texture: expect.objectContaining({ _id: 't1', status: 'ready' }) },
    });
    expect(pushes?.filter((push) => (push.payload as { type: string }).type === 'library')).toHaveLength(5);
  });

  it('shows a design handed back for another try as not submitted, with the moderator’s comment until resubmitted', async () => {
    const project = async (events: LibraryEvent[], expectedVersion: number) => {
      await test.store.append(libraryStreamId('bea'), events, { expectedVersion });
      const recorded = (await test.store.readStream(libraryStreamId('bea'))).events.slice(expectedVersion);
      await test.db.transaction().execute((trx) => libraryProjection.apply(trx, recorded, { keys: test.keys }));
    };
    await project(
      [
        { type: 'DesignSaved', data: design('b1', at) },
        { type: 'DesignSubmitted', data: { designId: 'b1', at: at + 1 } },
        { type: 'SubmissionReturned', data: { designId: 'b1', comments: 'Cambia el título', at: at + 2 } },
      ],
      0,
    );
    expect(await designsOf(test.db, 'bea')).toMatchObject([
      { id: 'b1', isSubmitted: false, moderatorComment: 'Cambia el título' },
    ]);
    await project([{ type: 'DesignSubmitted', data: { designId: 'b1', at: at + 3 } }], 3);
    const [resubmitted] = await designsOf(test.db, 'bea');
    expect(resubmitted).toMatchObject({ id: 'b1', isSubmitted: true });
    expect(resubmitted).not.toHaveProperty('moderatorComment');
  });
});

function design(designId: string, savedAt: number) {
  return {
    designId,
    name: `Diseño ${designId}`,
    description: 'Olas sobre el cofre',
    thumbnail: '/thumb.jpg',
    images: ['/thumb.jpg'],
    glbState: [{ objectName: 'hood' as const, texture: '/t1.png', map_details: placement }],
    badPrompts: [],
    at: savedAt,
  };
}
