import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserEvent } from '../../events/identity/identity.events.ts';
import { accountKey } from '../../events/personal-data/personal-data-keys.ts';
import { givenEvents } from '../../ops/testing/given-events.ts';
import { createTestStore, type TestStore } from '../../ops/testing/test-database.ts';
import { rebuildShadow } from '../runner/shadow-rebuild.ts';
import { accountsProjection, findAccount } from './accounts.projection.ts';

describe('accounts read model', () => {
  let test: TestStore;
  let given: ReturnType<typeof givenEvents>;
  beforeAll(async () => {
    test = await createTestStore();
    await accountsProjection.createTables(test.db);
    given = givenEvents(test, accountsProjection);
  });
  afterAll(async () => test?.close());

  const seal = (id: string, value: object) => test.keys.seal(accountKey(id), value);

  async function registered(id: string): Promise<UserEvent[]> {
    return [
      {
        type: 'UserRegistered',
        data: { userId: id, personal: await seal(id, person), distributor: 'jalisco--zapopan', state: 'Jalisco', at },
      },
      { type: 'OneTimeCodeIssued', data: { purpose: 'signup', at, expiresAt: at + 600_000 } },
    ];
  }

  it('should list a registered user with the sealed details opened', async () => {
    const id = randomUUID();
    await given(`user-${id}`, await registered(id));
    expect(await findAccount(test.db, id)).toEqual({
      _id: id,
      firstName: 'Ana',
      lastName: 'López',
      name: 'Ana López',
      email: 'ana@ejemplo.mx',
      mobileNumber: '5512345678',
      photo: null,
      role: 'user',
      createdAt: at,
      isVerified: false,
      onBoarded: true,
      onboardingTour: false,
      distributor: 'jalisco--zapopan',
    });
  });

  it('should mark the first login as verified and keep profile changes', async () => {
    const id = randomUUID();
    await given(`user-${id}`, await registered(id));
    await given(`user-${id}`, [
      { type: 'AccountVerified', data: { at: at + 1000 } },
      { type: 'LoggedIn', data: { sessionId: 's1', role: 'user', at: at + 1000 } },
      {
        type: 'ProfileUpdated',
        data: {
          personal: await seal(id, { firstName: 'Lucía', lastName: 'Pérez', mobileNumber: '3312345678' }),
          photo: '/uploads/profile/x.png',
          at: at + 2000,
        },
      },
      { type: 'OnboardingTourCompleted', data: { at: at + 3000 } },
    ] satisfies UserEvent[]);
    expect(await findAccount(test.db, id)).toMatchObject({
      name: 'Lucía Pérez',
      mobileNumber: '3312345678',
      photo: '/uploads/profile/x.png',
      isVerified: true,
      onboardingTour: true,
    });
  });

  it('should show invited staff by e-mail until they onboard with a name', async () => {
    const id = randomUUID();
    await given(`user-${id}`, [
      {
        type: 'StaffInvited',
        data: { userId: id, role: 'moderator', personal: await seal(id, { email: 'm@x.mx' }), invitedBy: 'a', at },
      },
    ] satisfies UserEvent[]);
    expect(await findAccount(test.db, id)).toMatchObject({ role: 'moderator', email: 'm@x.mx', onBoarded: false });
    await given(`user-${id}`, [
      { type: 'StaffOnboarded', data: { personal: await seal(id, { name: 'Equipo 1' }), at: at + 1 } },
    ] satisfies UserEvent[]);
    expect(await findAccount(test.db, id)).toMatchObject({ firstName: 'Equipo 1', onBoarded: true, isVerified: true });
  });

  it('should rebuild a person whose key was destroyed as [eliminado], the account still counted', async () => {
    const id = randomUUID();
    await given(`user-${id}`, await registered(id));
    await test.keys.destroyKey(accountKey(id), at + 5000);
    await rebuildShadow(accountsProjection, { store: test.store, db: test.db, keys: test.keys });
    const { rows } = await sql<{ first_name: string; email: string; role: string }>`
      SELECT first_name, email, role FROM shadow_accounts.accounts WHERE account_id = ${id}`.execute(test.db);
    expect(rows).toEqual([{ first_name: '[eliminado]', email: '[eliminado]', role: 'user' }]);
  });
});

const at = Date.UTC(2026, 5, 21, 12);
const person = {
  firstName: 'Ana',
  lastName: 'López',
  email: 'ana@ejemplo.mx',
  dateOfBirth: '01/02/1990',
  mobileNumber: '5512345678',
};
