import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designStreamId } from '../../events/design/design.events.ts';
import { libraryStreamId } from '../../events/library/library.events.ts';
import { createTestStore, type TestStore } from '../testing/test-database.ts';
import { designHistory } from './design-history.ts';

const at = Date.UTC(2026, 5, 21);
const content = {
  name: 'Papel Picado',
  description: 'Papel rosa',
  thumbnail: '/t.jpg',
  images: ['/t.jpg'],
  glbState: [
    {
      objectName: 'body' as const,
      texture: '/x.png',
      map_details: { repeatX: 6, repeatY: 6, rotation: 276, offSetX: 825, offSetY: 584 },
    },
  ],
};

describe('audit of a design stream', () => {
  let test: TestStore;
  beforeAll(async () => {
    test = await createTestStore();
  });
  afterAll(() => test?.close());

  it('prints the design’s life from creation in the library to the moderator’s verdicts', async () => {
    const user = { actor: { id: 'u1', role: 'user' } };
    const moderator = { actor: { id: 'm1', role: 'moderator' } };
    const library = libraryStreamId('u1');
    const design = designStreamId('d1');
    const review = { designId: 'd1', userId: 'u1', moderatorId: 'm1' };
    await test.store.append(
      library,
      [
        { type: 'DesignSaved', data: { designId: 'd1', ...content, badPrompts: ['sangre'], at }, metadata: user },
        { type: 'DesignSaved', data: { designId: 'd2', ...content, badPrompts: [], at }, metadata: user },
        { type: 'DesignSubmitted', data: { designId: 'd1', at }, metadata: user },
      ],
      { expectedVersion: 0 },
    );
    const submitted = { ...content, designId: 'd1', userId: 'u1', badPrompts: ['sangre'], createdAt: at };
    await test.store.append(
      design,
      [{ type: 'DesignSubmittedForReview', data: { ...submitted, status: 'PENDING', at }, metadata: user }],
      { expectedVersion: 0 },
    );
    await test.store.append(
      design,
      [
        {
          type: 'DesignReviewed',
          data: { ...review, status: 'RETRY', comments: 'Cambia el texto', at },
          metadata: moderator,
        },
      ],
      { expectedVersion: 1 },
    );
    await test.store.append(
      library,
      [{ type: 'SubmissionReturned', data: { designId: 'd1', comments: 'Cambia el texto', at }, metadata: moderator }],
      { expectedVersion: 3 },
    );

    const lines = await designHistory(test.store, design);
    expect(lines[0]).toBe('design-d1: «Papel Picado» by user u1');
    expect(lines.slice(1, -1).map((line) => line.replace(/^.*?#\d+\s+/, '').replace(/\s+/g, ' '))).toEqual([
      'library-u1 v1 user u1 created «Papel Picado» in the library (1 painted part, bad prompts: sangre)',
      'library-u1 v3 user u1 submitted to the gallery (the owner’s one submission)',
      'design-d1 v1 user u1 entered review as PENDING with «Papel Picado»',
      'design-d1 v2 moderator m1 RETRY by moderator m1: "Cambia el texto"',
      'library-u1 v4 moderator m1 submission handed back to its owner: "Cambia el texto"',
    ]);
    expect(lines.at(-1)).toBe('current status: RETRY');
  });
});
