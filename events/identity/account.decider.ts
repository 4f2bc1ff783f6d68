import type { Command, Decider } from '../command/decider.ts';
import { identityErrors } from './identity.errors.ts';
import type { AccountEvent, Role } from './identity.events.ts';

export type AccountState = { status: 'free' } | { status: 'reserved'; accountId: string; role: Role };

export type ReserveAccount = Command<'ReserveAccount', { accountId: string; role: Role }>;

// A voter who signs up becomes a user on the same account, so earlier votes stay theirs.
function reserve(command: ReserveAccount, state: AccountState): AccountEvent[] {
  const { accountId, role } = command.data;
  const at = command.metadata.now;
  if (state.status === 'free') return [{ type: 'AccountReserved', data: { accountId, role, at } }];
  if (state.role === 'voter' && role === 'user') {
    return [{ type: 'AccountRoleChanged', data: { accountId: state.accountId, from: 'voter', to: 'user', at } }];
  }
  throw identityErrors.emailTaken();
}

export const accountDecider: Decider<AccountState, ReserveAccount, AccountEvent> = {
  initialState: () => ({ status: 'free' }),
  evolve(state, event) {
    switch (event.type) {
      case 'AccountReserved':
        return { status: 'reserved', accountId: event.data.accountId, role: event.data.role };
      case 'AccountRoleChanged':
        return state.status === 'reserved' ? { ...state, role: event.data.to } : state;
    }
  },
  decide: reserve,
};
