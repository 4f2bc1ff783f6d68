import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DesignEvent, designStreamId, type Verdict } from '../../events/design/design.events.ts';
import { queueQuerySchema } from '../../events/schemas/moderation.ts';
import { createTestStore, type TestStore } from '../../ops/testing/test-database.ts';
import type { Push } from '../projection.ts';
import { moderationCounters, moderationProjection, moderationQueue, queuedDesign } from './moderation.projection.ts';

const at = Date.UTC(2026, 5, 21);
const query = (input: Record<string, unknown> = {}) => queueQuerySchema.parse(input);

describe('moderation projection', () => {
  let test: TestStore;
  let projected = 0;

  beforeAll(async () => {
    test = await createTestStore();
    await moderationProjection.createTables(test.db);
  });
  afterAll(() => test?.close());

  async function given(designId: string, events: DesignEvent[]): Promise<readonly Push[]> {
    const { version } = await test.store.readStream(designStreamId(designId));
    await test.store.append(designStreamId(designId), events, { expectedVersion: version });
    const recorded = (await test.store.readAll()).slice(projected);
    projected += recorded.length;
    return (await test.db
      .transaction()
      .execute((trx) => moderationProjection.apply(trx, recorded, { keys: test.keys })))!;
  }

  it('lists submitted designs as pending, newest first, and pushes each arrival with the counters', async () => {
    for (const n of [1, 2, 3]) await given(`d${n}`, [submitted(`d${n}`, `Diseño ${n}`)]);
    const pushes = await given('d4', [submitted('d4', 'Mar de Talavera')]);
    expect(pushes).toEqual([
      {
        room: 'moderation',
        event: 'moderation',
        payload: {
          type: 'submitted',
          designId: 'd4',
          counters: { pendingCount: 4, rejectedCount: 0, verifiedCount: 0 },
        },
      },
    ]);
    const page = await moderationQueue(test.db, query());
    expect(page.items.map((item) => item.id)).toEqual(['d4', 'd3', 'd2', 'd1']);
    expect(page.items[0]).toMatchObject({
      name: 'Mar de Talavera',
      ownerId: 'u-d4',
      status: 'PENDING',
      badPrompts: ['calaveras con sangre'],
      glbState: [{ objectName: 'hood' }],
      version: 1,
    });
  });

  it('pages with a cursor that stays stable while new designs arrive', async () => {
    const first = await moderationQueue(test.db, query({ limit: 2 }));
    expect(first.items.map((item) => item.id)).toEqual(['d4', 'd3']);
    expect(first.totalcount).toBe(4);
    await given('d5', [submitted('d5', 'Llegó después')]);
    const second = await moderationQueue(test.db, query({ limit: 2, cursor: first.nextCursor }));
    expect(second.items.map((item) => item.id)).toEqual(['d2', 'd1']);
    expect(second.nextCursor).toBeNull();
    const oldestFirst = await moderationQueue(test.db, query({ sortOrder: 'asc', limit: 3 }));
    expect(oldestFirst.items.map((item) => item.id)).toEqual(['d1', 'd2', 'd3']);
  });

  it('searches by name, case-insensitively, taking % and _ literally', async () => {
    expect((await moderationQueue(test.db, query({ search: 'talavera' }))).items.map((i) => i.id)).toEqual(['d4']);
    expect((await moderationQueue(test.db, query({ search: '%' }))).totalcount).toBe(0);
  });

  it('moves reviewed designs out of the pending tab, rejected ones into the rejected tab, and counts verdicts', async () => {
    const pushes = await given('d1', [reviewed('d1', 'REJECTED', 'Contiene violencia')]);
    expect(pushes[0]!.payload).toEqual({
      type: 'reviewed',
      designId: 'd1',
      status: 'REJECTED',
      moderatorId: 'm1',
      counters: { pendingCount: 4, rejectedCount: 1, verifiedCount: 0 },
    });
    await given('d2', [reviewed('d2', 'VERIFIED', '')]);
    await given('d3', [reviewed('d3', 'RETRY', 'Cambia el título')]);
    expect((await moderationQueue(test.db, query())).items.map((item) => item.id)).toEqual(['d5', 'd4']);
    const rejected = await moderationQueue(test.db, query({ type: 'reject' }));
    expect(rejected.items).toMatchObject([
      { id: 'd1', comments: 'Contiene violencia', status: 'REJECTED', version: 2 },
    ]);
    expect(await moderationCounters(test.db)).toEqual({ pendingCount: 2, rejectedCount: 1, verifiedCount: 1 });
  });

  it('takes a design handed back and submitted again into the queue with its new content', async () => {
    await given('d3', [submitted('d3', 'Diseño 3, corregido')]);
    expect(await queuedDesign(test.db, 'd3')).toMatchObject({
      name: 'Diseño 3, corregido',
      status: 'PENDING',
      version: 3,
    });
    expect((await moderationQueue(test.db, query())).items[0]!.id).toBe('d3');
  });
});

function submitted(designId: string, name: string): DesignEvent {
  return {
    type: 'DesignSubmittedForReview',
    data: {
      designId,
      userId: `u-${designId}`,
      name,
      description: 'Olas azules',
      thumbnail: '/thumb.jpg',
      images: ['/thumb.jpg'],
      glbState: [
        {
          objectName: 'hood',
          texture: '/t.png',
          map_details: { repeatX: 6, repeatY: 6, rotation: 276, offSetX: 825, offSetY: 584 },
        },
      ],
      badPrompts: ['calaveras con sangre'],
      createdAt: at - 1000,
      status: 'PENDING',
      at,
    },
  };
}

function reviewed(designId: string, status: Verdict, comments: string): DesignEvent {
  return {
    type: 'DesignReviewed',
    data: { designId, userId: `u-${designId}`, status, comments, moderatorId: 'm1', at: at + 1000 },
  };
}
