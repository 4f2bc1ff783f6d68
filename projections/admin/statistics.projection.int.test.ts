import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountKey } from '../../events/personal-data/personal-data-keys.ts';
import { givenEvents } from '../../ops/testing/given-events.ts';
import { createTestStore, type TestStore } from '../../ops/testing/test-database.ts';
import { accountsProjection } from '../accounts/accounts.projection.ts';
import { statisticsProjection } from './statistics.projection.ts';
import { byStateLastDay, currentlyLoggedIn, dailyCounts } from './statistics.queries.ts';

const hour = 60 * 60_000;
// 20 June 2026, 10:00 in Mexico City (16:00 UTC).
const morning = Date.UTC(2026, 5, 20, 16);

describe('admin statistics read model', () => {
  let test: TestStore;
  let given: ReturnType<typeof givenEvents>;
  let givenAccounts: ReturnType<typeof givenEvents>;

  beforeAll(async () => {
    test = await createTestStore();
    await accountsProjection.createTables(test.db);
    await statisticsProjection.createTables(test.db);
    given = givenEvents(test, statisticsProjection);
    givenAccounts = givenEvents(test, accountsProjection);
  });
  afterAll(async () => test?.close());

  async function registered(userId: string, state: string, at: number) {
    const personal = await test.keys.seal(accountKey(userId), {
      firstName: `Nombre-${userId}`,
      lastName: 'Pérez',
      email: `${userId}@ejemplo.mx`,
      dateOfBirth: '01/01/1990',
      mobileNumber: '5512345678',
    });
    const event = { type: 'UserRegistered', data: { userId, personal, distributor: 'x', state, at } };
    await given(`user-${userId}`, [event]);
    await givenAccounts(`user-${userId}`, []);
  }
  const loggedIn = (userId: string, sessionId: string, at: number) =>
    given(`user-${userId}`, [{ type: 'LoggedIn', data: { sessionId, role: 'user', at } }]);

  it('counts registrations and logins per Mexico City day, and by state over the last 24 hours', async () => {
    await registered('ana', 'Jalisco', morning - 30 * hour);
    await registered('beto', 'Jalisco', morning);
    await registered('carla', 'Yucatán', morning + 13 * hour); // 23:00 in Mexico City, 05:00 UTC next day
    await loggedIn('ana', 's1', morning + hour);
    await loggedIn('ana', 's2', morning + 2 * hour);
    await loggedIn('carla', 's3', morning + 13 * hour);

    expect(await dailyCounts(test.db, 'registrations')).toEqual([
      { date: '2026-06-19', count: 1 },
      { date: '2026-06-20', count: 2 },
    ]);
    expect(await dailyCounts(test.db, 'logins')).toEqual([{ date: '2026-06-20', count: 3 }]);
    const now = morning + 14 * hour;
    expect(await byStateLastDay(test.db, 'signup', now)).toEqual([
      { state: 'Jalisco', count: 1 },
      { state: 'Yucatán', count: 1 },
    ]);
    expect(await byStateLastDay(test.db, 'login', now)).toEqual([
      { state: 'Jalisco', count: 1 },
      { state: 'Yucatán', count: 1 },
    ]);
  });

  it('counts users with an open session until they log out or their account is erased', async () => {
    const now = morning + 14 * hour;
    expect(await currentlyLoggedIn(test.db, now)).toBe(2);
    await given('user-ana', [{ type: 'LoggedOut', data: { sessionId: 's1', at: now } }]);
    expect(await currentlyLoggedIn(test.db, now)).toBe(2);
    await given('user-ana', [{ type: 'LoggedOut', data: { sessionId: 's2', at: now } }]);
    expect(await currentlyLoggedIn(test.db, now)).toBe(1);
    await given('deletion-carla', [{ type: 'DeletionExecuted', data: { accountId: 'carla', at: now } }]);
    expect(await currentlyLoggedIn(test.db, now)).toBe(0);
  });

  it('counts likes per day, net of withdrawn likes', async () => {
    const like = (voter: string, designId: string, at = morning + hour) => ({
      type: 'VoteCast',
      data: { voterId: voter, designId, at },
    });
    await given('voter-v1', [like('v1', 'd1'), like('v1', 'd2'), like('v1', 'd3', morning - 24 * hour)]);
    await given('voter-v2', [
      like('v2', 'd1'),
      like('v2', 'd2'),
      like('v2', 'd3'),
      { type: 'VoteWithdrawn', data: { voterId: 'v2', designId: 'd3', reason: 'voter', at: morning + 2 * hour } },
    ]);
    expect(await dailyCounts(test.db, 'votes')).toEqual([
      { date: '2026-06-19', count: 1 },
      { date: '2026-06-20', count: 4 },
    ]);
  });

  it('counts designs generated and gallery submissions per day', async () => {
    await given('library-ana', [
      { type: 'DesignSaved', data: { designId: 'd1', at: morning } },
      { type: 'DesignSaved', data: { designId: 'd4', at: morning + hour } },
      { type: 'DesignSubmitted', data: { designId: 'd1', at: morning + hour } },
    ]);
    expect(await dailyCounts(test.db, 'designs_generated')).toEqual([{ date: '2026-06-20', count: 2 }]);
    expect(await dailyCounts(test.db, 'submissions')).toEqual([{ date: '2026-06-20', count: 1 }]);
  });
});
