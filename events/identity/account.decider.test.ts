import { describe, expect, it } from 'vitest';
import { accountDecider } from './account.decider.ts';
import type { AccountEvent } from './identity.events.ts';

const now = 1_750_000_000_000;
const given = (events: AccountEvent[]) => events.reduce(accountDecider.evolve, accountDecider.initialState());
const reserve = (events: AccountEvent[], role: 'user' | 'voter' | 'admin') =>
  accountDecider.decide({ type: 'ReserveAccount', data: { accountId: 'new', role }, metadata: { now } }, given(events));

describe('e-mail reservation', () => {
  const asVoter: AccountEvent[] = [{ type: 'AccountReserved', data: { accountId: 'v1', role: 'voter', at: now } }];

  it('should reserve a free e-mail', () => {
    expect(reserve([], 'user')).toEqual([
      { type: 'AccountReserved', data: { accountId: 'new', role: 'user', at: now } },
    ]);
  });

  it('should turn a voter into a user on the same account', () => {
    expect(reserve(asVoter, 'user')).toEqual([
      { type: 'AccountRoleChanged', data: { accountId: 'v1', from: 'voter', to: 'user', at: now } },
    ]);
  });

  it('should refuse any other second reservation', () => {
    expect(() => reserve(asVoter, 'admin')).toThrow('Ya existe una cuenta con este correo electrónico.');
    expect(() =>
      reserve([{ type: 'AccountReserved', data: { accountId: 'u1', role: 'user', at: now } }], 'user'),
    ).toThrow();
  });

  describe('when the account holding it is erased', () => {
    const release = (events: AccountEvent[], accountId: string) =>
      accountDecider.decide({ type: 'ReleaseAccount', data: { accountId }, metadata: { now } }, given(events));
    const asUser: AccountEvent[] = [{ type: 'AccountReserved', data: { accountId: 'u1', role: 'user', at: now } }];
    const released: AccountEvent[] = [...asUser, { type: 'AccountReleased', data: { accountId: 'u1', at: now } }];

    it('should free the e-mail', () => {
      expect(release(asUser, 'u1')).toEqual([{ type: 'AccountReleased', data: { accountId: 'u1', at: now } }]);
    });

    it('should let a new account take the released e-mail', () => {
      expect(reserve(released, 'user')).toEqual([
        { type: 'AccountReserved', data: { accountId: 'new', role: 'user', at: now } },
      ]);
    });

    it('should change nothing when run again or after someone registered anew', () => {
      expect(release(released, 'u1')).toEqual([]);
      const takenAgain: AccountEvent[] = [
        ...released,
        { type: 'AccountReserved', data: { accountId: 'u2', role: 'user', at: now } },
      ];
      expect(release(takenAgain, 'u1')).toEqual([]);
      expect(release([], 'u1')).toEqual([]);
    });
  });
});
