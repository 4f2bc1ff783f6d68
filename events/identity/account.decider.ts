import type { Command, Decider } from '../command/decider.ts';
import { identityErrors } from './identity.errors.ts';
import type { AccountEvent, Role } from './identity.events.ts';

export type AccountState = { status: 'free' } | { status: 'reserved'; accountId: string; role: Role };

export type ReserveAccount = Command<'ReserveAccount', { accountId: string; role: Role }>;
export type ReleaseAccount = Command<'ReleaseAccount', { accountId: string }>;
export type AccountCommand = ReserveAccount | ReleaseAccount;

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

// Only the erased account lets go of its e-mail: run again, or after the person registered anew
// with the same address, it changes nothing.
function release(command: ReleaseAccount, state: AccountState): AccountEvent[] {
  const { accountId } = command.data;
  if (state.status !== 'reserved' || state.accountId !== accountId) return [];
  return [{ type: 'AccountReleased', data: { accountId, at: command.metadata.now } }];
}

export const accountDecider: Decider<AccountState, AccountCommand, AccountEvent> = {
  initialState: () => ({ status: 'free' }),
  evolve(state, event) {
    switch (event.type) {
      case 'AccountReserved':
        return { status: 'reserved', accountId: event.data.accountId, role: event.data.role };
      case 'AccountRoleChanged':
        return state.status === 'reserved' ? { ...state, role: event.data.to } : state;
      case 'AccountReleased':
        return { status: 'free' };
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'ReserveAccount':
        return reserve(command, state);
      case 'ReleaseAccount':
        return release(command, state);
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${(unknown as Command).type}`);
      }
    }
  },
};
