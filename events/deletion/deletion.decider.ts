import { type Command, type Decider, DomainError } from '../command/decider.ts';
import type { DeletableRole, DeletionEvent } from './deletion.events.ts';
import { deletionDelayMs } from './deletion.events.ts';

export type DeletionState =
  | { status: 'none' | 'revoked' }
  | { status: 'queued'; role: DeletableRole; requestedBy: string; executeAt: number }
  | { status: 'executed' };

export type RequestDeletion = Command<
  'RequestDeletion',
  { accountId: string; role: DeletableRole; requestedBy: string }
>;
export type RevokeDeletion = Command<'RevokeDeletion', { accountId: string; revokedBy: string }>;
export type ExecuteDeletion = Command<'ExecuteDeletion', { accountId: string }>;
export type DeletionCommand = RequestDeletion | RevokeDeletion | ExecuteDeletion;

export const cannotDeleteSelf = 'No puedes eliminar tu propia cuenta.';
export const alreadyDeleted = 'Esta cuenta ya fue eliminada.';
export const notQueued = 'Esta cuenta no está en la cola de eliminación.';

// Asking again while queued keeps the first request (and its time): a retried click changes nothing.
function request(command: RequestDeletion, state: DeletionState): DeletionEvent[] {
  const { accountId, role, requestedBy } = command.data;
  if (accountId === requestedBy) throw new DomainError('deletion.self', cannotDeleteSelf, 422);
  if (state.status === 'executed') throw new DomainError('deletion.executed', alreadyDeleted, 409);
  if (state.status === 'queued') return [];
  const at = command.metadata.now;
  return [{ type: 'DeletionRequested', data: { accountId, role, requestedBy, at, executeAt: at + deletionDelayMs } }];
}

function revoke(command: RevokeDeletion, state: DeletionState): DeletionEvent[] {
  if (state.status === 'executed') throw new DomainError('deletion.executed', alreadyDeleted, 409);
  if (state.status !== 'queued') throw new DomainError('deletion.not-queued', notQueued, 409);
  const { accountId, revokedBy } = command.data;
  return [{ type: 'DeletionRevoked', data: { accountId, revokedBy, at: command.metadata.now } }];
}

// The job may run late, twice or after a revoke: only a queued request that is due executes, once.
function execute(command: ExecuteDeletion, state: DeletionState): DeletionEvent[] {
  if (state.status !== 'queued' || command.metadata.now < state.executeAt) return [];
  return [{ type: 'DeletionExecuted', data: { accountId: command.data.accountId, at: command.metadata.now } }];
}

export function evolveDeletion(state: DeletionState, event: DeletionEvent): DeletionState {
  switch (event.type) {
    case 'DeletionRequested':
      return {
        status: 'queued',
        role: event.data.role,
        requestedBy: event.data.requestedBy,
        executeAt: event.data.executeAt,
      };
    case 'DeletionRevoked':
      return { status: 'revoked' };
    case 'DeletionExecuted':
      return { status: 'executed' };
    default:
      return state;
  }
}

export const deletionDecider: Decider<DeletionState, DeletionCommand, DeletionEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveDeletion,
  decide(command, state) {
    switch (command.type) {
      case 'RequestDeletion':
        return request(command, state);
      case 'RevokeDeletion':
        return revoke(command, state);
      case 'ExecuteDeletion':
        return execute(command, state);
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${(unknown as Command).type}`);
      }
    }
  },
};

/** Whether the account may act: not while its deletion is queued, never once executed. */
export const blocksAccount = (state: DeletionState) => state.status === 'queued' || state.status === 'executed';
