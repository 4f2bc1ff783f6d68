import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DesignEvent } from '../../events/design/design.events.ts';
import { designStreamId } from '../../events/design/design.events.ts';
import { userStreamId } from '../../events/identity/identity.events.ts';
import { accountKey } from '../../events/personal-data/personal-data-keys.ts';
import { shareStreamId } from '../../events/share/share.events.ts';
import type { VoteEvent } from '../../events/vote/vote.events.ts';
import { voterStreamId } from '../../events/vote/vote.events.ts';
import { givenEvents } from '../../ops/testing/given-events.ts';
import { createTestStore, type TestStore } from '../../ops/testing/test-database.ts';
import { galleryProjection } from './gallery.projection.ts';
import { galleryDesign, listGallery } from './gallery.queries.ts';
import { searchCounts } from './search-counts.ts';

const at = Date.UTC(2026, 5, 20);
const byDate = { limit: 9, page: 1, sortBy: 'createdAt', sortOrder: 'desc' } as const;
const byVotes = { ...byDate, sortBy: 'totalVotes' } as const;
const shown = { revealVotes: true, counts: searchCounts() };

describe('gallery projection', () => {
  let test: TestStore;
  let given: ReturnType<typeof givenEvents>;

  beforeAll(async () => {
    test = await createTestStore();
    await galleryProjection.createTables(test.db);
    given = givenEvents(test, galleryProjection);
    await registered('ana', 'Ana', 'Núñez');
    await registered('beto', 'Beto', 'Ruiz');
    await submitted('d1', 'ana', 'Águila dorada', 'Plumas sobre el cofre', 1);
    await submitted('d2', 'beto', 'Olas del Pacífico', 'Azul profundo en las puertas', 2);
    await submitted('d3', 'beto', 'Fuego', 'Llamas en el techo', 3);
    await reviewed('d1', 'VERIFIED');
    await reviewed('d2', 'VERIFIED');
    await reviewed('d3', 'RETRY');
  });
  afterAll(() => test?.close());

  async function registered(userId: string, firstName: string, lastName: string) {
    const personal = await test.keys.seal(accountKey(userId), { firstName, lastName, email: `${userId}@ejemplo.mx` });
    await given(userStreamId(userId), [
      { type: 'UserRegistered', data: { userId, personal, distributor: 'x', state: 'Jalisco', at } },
    ]);
  }
  async function submitted(designId: string, userId: string, name: string, description: string, day: number) {
    const events: DesignEvent[] = [
      {
        type: 'DesignSubmittedForReview',
        data: {
          designId,
          userId,
          name,
          description,
          thumbnail: `/${designId}.jpg`,
          images: [`/${designId}.jpg`, `/${designId}-side.jpg`],
          glbState: [],
          badPrompts: [],
          createdAt: at + day * 86_400_000,
          status: 'PENDING',
          at: at + day * 86_400_000 + 1,
        },
      },
    ];
    await given(designStreamId(designId), events);
  }
  async function reviewed(designId: string, status: 'VERIFIED' | 'REJECTED' | 'RETRY', moderatorId = 'mod') {
    await given(designStreamId(designId), [
      { type: 'DesignReviewed', data: { designId, userId: 'x', status, comments: '', moderatorId, at: at + 9 } },
    ]);
  }
  const vote = (voterId: string, designId: string): VoteEvent => ({
    type: 'VoteCast',
    data: { voterId, designId, at },
  });
  const unvote = (voterId: string, designId: string): VoteEvent => ({
    type: 'VoteWithdrawn',
    data: { voterId, designId, reason: 'voter', at },
  });
  const names = async (listing: Parameters<typeof listGallery>[1]) =>
    (await listGallery(test.db, listing, shown)).data.map((design) => design.name);

  it('lists only verified designs, newest first, with their creator', async () => {
    const page = await listGallery(test.db, byDate, shown);
    expect(page).toMatchObject({ totalcount: 2, totalPages: 1 });
    expect(page.data.map((d) => [d.id, d.userId.name])).toEqual([
      ['d2', 'Beto Ruiz'],
      ['d1', 'Ana Núñez'],
    ]);
    expect(page.data[1]).toMatchObject({
      thumbnail: '/d1.jpg',
      videoThumbnail: '/d1-side.jpg',
      createdAt: at + 86_400_000,
    });
  });

  it('counts active likes only: a withdrawn like and a repeated event change nothing', async () => {
    await given(voterStreamId('v1'), [vote('v1', 'd1'), vote('v1', 'd2'), unvote('v1', 'd2')]);
    await given(voterStreamId('v2'), [vote('v2', 'd1')]);
    await given(voterStreamId('v3'), [vote('v3', 'd2'), unvote('v3', 'd2'), vote('v3', 'd2')]);
    await given(voterStreamId('v2'), [vote('v2', 'd1'), unvote('v2', 'nowhere')]);
    const page = await listGallery(test.db, byVotes, shown);
    expect(page.data.map((d) => [d.id, d.totalVotes])).toEqual([
      ['d1', 2],
      ['d2', 1],
    ]);
  });

  it('keeps the earlier submission first among designs with the same likes', async () => {
    await given(voterStreamId('v4'), [vote('v4', 'd2')]);
    expect((await listGallery(test.db, byVotes, shown)).data.map((d) => [d.id, d.totalVotes])).toEqual([
      ['d1', 2],
      ['d2', 2],
    ]);
    expect(await names({ ...byVotes, sortOrder: 'asc' })).toEqual(['Olas del Pacífico', 'Águila dorada']);
  });

  it('hides the counts when the contest does not reveal them', async () => {
    const page = await listGallery(test.db, byVotes, { ...shown, revealVotes: false });
    expect(page.data.map((d) => d.totalVotes)).toEqual([null, null]);
  });

  it('finds designs by name, description or creator, ignoring accents and case', async () => {
    expect(await names({ ...byDate, search: 'aguila' })).toEqual(['Águila dorada']);
    expect(await names({ ...byDate, search: 'PACIFICO' })).toEqual(['Olas del Pacífico']);
    expect(await names({ ...byDate, search: 'nuñez' })).toEqual(['Águila dorada']);
    expect(await names({ ...byDate, search: 'nunez' })).toEqual(['Águila dorada']);
    expect(await names({ ...byDate, search: 'puertas' })).toEqual(['Olas del Pacífico']);
    expect(await names({ ...byDate, search: 'llamas' })).toEqual([]);
    expect(await names({ ...byDate, search: '100%' })).toEqual([]);
    expect(await names({ ...byDate, search: 'ol' })).toHaveLength(2); // under three characters: no filter
  });

  it('finds a creator by a new name once the profile changes', async () => {
    expect((await listGallery(test.db, { ...byDate, search: 'nuñez' }, shown)).totalcount).toBe(1);
    const personal = await test.keys.seal(accountKey('ana'), { firstName: 'Anabel', lastName: 'Ortiz' });
    await given(userStreamId('ana'), [{ type: 'ProfileUpdated', data: { personal, photo: null, at } }]);
    expect(await names({ ...byDate, search: 'anabel' })).toEqual(['Águila dorada']);
    expect(await names({ ...byDate, search: 'nuñez' })).toEqual([]);
    expect((await listGallery(test.db, { ...byDate, search: 'nuñez' }, shown)).totalcount).toBe(0);
  });

  it('pages through the designs', async () => {
    const first = await listGallery(test.db, { ...byDate, limit: 1 }, shown);
    const second = await listGallery(test.db, { ...byDate, limit: 1, page: 2 }, shown);
    expect([first.totalPages, first.data[0]?.id, second.data[0]?.id]).toEqual([2, 'd2', 'd1']);
    expect((await listGallery(test.db, { ...byDate, limit: 1, page: 3 }, shown)).data).toEqual([]);
  });

  it('counts shares per platform and pushes the new total to the design’s room', async () => {
    await given(shareStreamId('s1'), [share('s1', 'd1', 'facebook')]);
    await given(shareStreamId('s2'), [share('s2', 'd1', 'facebook')]);
    await given(shareStreamId('s3'), [share('s3', 'd1', 'x')]);
    const design = await galleryDesign(test.db, 'd1', true);
    expect(design).toMatchObject({ totalShares: 3, shares: { facebook: 2, x: 1 }, totalVotes: 2 });
    const { events } = await test.store.append(shareStreamId('s4'), [share('s4', 'd1', 'x')], { expectedVersion: 0 });
    const pushes = await test.db
      .transaction()
      .execute((trx) => galleryProjection.apply(trx, events, { keys: test.keys }));
    expect(pushes).toEqual([{ room: 'design:d1', event: 'design', payload: { id: 'd1', totalShares: 4 } }]);
  });

  it('takes a design down on a later rejection and shows it again when verified', async () => {
    await reviewed('d1', 'REJECTED', 'system');
    expect(await listGallery(test.db, byDate, shown)).toMatchObject({ totalcount: 1, totalPages: 1 });
    expect(await galleryDesign(test.db, 'd1', true)).toBeUndefined();
    await reviewed('d1', 'VERIFIED');
    expect(await galleryDesign(test.db, 'd1', true)).toMatchObject({ totalVotes: 2 });
  });

  it('shows a design handed back for changes once it is submitted again and verified', async () => {
    await submitted('d3', 'beto', 'Fuego nuevo', 'Llamas en el techo', 4);
    await reviewed('d3', 'VERIFIED');
    expect(await names(byDate)).toEqual(['Fuego nuevo', 'Olas del Pacífico', 'Águila dorada']);
  });
});

function share(shareId: string, designId: string, platform: 'facebook' | 'x') {
  return { type: 'DesignShared', data: { shareId, designId, sharerId: 'v1', platform, at } };
}
