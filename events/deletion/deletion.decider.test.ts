import { describe, expect, it } from 'vitest';
import { DomainError } from '../command/decider.ts';
import { cannotDeleteSelf, type DeletionCommand, deletionDecider } from './deletion.decider.ts';
import { type DeletionEvent, deletionDelayMs } from './deletion.events.ts';

const now = Date.UTC(2026, 5, 20, 12);
const given = (events: DeletionEvent[]) => events.reduce(deletionDecider.evolve, deletionDecider.initialState());
const when = (command: DeletionCommand, events: DeletionEvent[] = []) => deletionDecider.decide(command, given(events));

describe('deletion queue', () => {
  describe('when nothing is queued', () => {
    it('should queue the account to run four hours later', () => {
      expect(when(requestBy('admin-1'))).toEqual([
        {
          type: 'DeletionRequested',
          data: { accountId: 'u1', role: 'user', requestedBy: 'admin-1', at: now, executeAt: now + deletionDelayMs },
        },
      ]);
    });

    it('should refuse an admin deleting themself', () => {
      expect(() => when({ ...requestBy('u1') })).toThrow(new DomainError('deletion.self', cannotDeleteSelf, 422));
    });

    it('should refuse to revoke what is not queued', () => {
      expect(() => when(revoke)).toThrow(DomainError);
    });

    it('should execute nothing', () => {
      expect(when(executeAt(now + deletionDelayMs))).toEqual([]);
    });
  });

  describe('when queued', () => {
    const queued = [requested()];

    it('should keep the first request when asked again', () => {
      expect(when(requestBy('admin-2'), queued)).toEqual([]);
    });

    it('should not execute before four hours', () => {
      expect(when(executeAt(now + deletionDelayMs - 1), queued)).toEqual([]);
    });

    it('should execute once due', () => {
      expect(when(executeAt(now + deletionDelayMs), queued)).toEqual([
        { type: 'DeletionExecuted', data: { accountId: 'u1', at: now + deletionDelayMs } },
      ]);
    });

    it('should revoke it', () => {
      expect(when(revoke, queued)).toEqual([
        { type: 'DeletionRevoked', data: { accountId: 'u1', revokedBy: 'admin-2', at: now } },
      ]);
    });
  });

  describe('when revoked', () => {
    const revoked: DeletionEvent[] = [
      requested(),
      { type: 'DeletionRevoked', data: { accountId: 'u1', revokedBy: 'a', at: now } },
    ];

    it('should never execute the revoked request', () => {
      expect(when(executeAt(now + 2 * deletionDelayMs), revoked)).toEqual([]);
    });

    it('should queue it again on a new request', () => {
      expect(when(requestBy('admin-1'), revoked)).toMatchObject([{ type: 'DeletionRequested' }]);
    });
  });

  describe('when executed', () => {
    const executed: DeletionEvent[] = [requested(), { type: 'DeletionExecuted', data: { accountId: 'u1', at: now } }];

    it('should execute nothing a second time', () => {
      expect(when(executeAt(now + 3 * deletionDelayMs), executed)).toEqual([]);
    });

    it('should refuse revoke and new requests', () => {
      expect(() => when(revoke, executed)).toThrow('Esta cuenta ya fue eliminada.');
      expect(() => when(requestBy('admin-1'), executed)).toThrow('Esta cuenta ya fue eliminada.');
    });
  });
});

function requestBy(adminId: string): DeletionCommand {
  return { type: 'RequestDeletion', data: { accountId: 'u1', role: 'user', requestedBy: adminId }, metadata: { now } };
}
const revoke: DeletionCommand = {
  type: 'RevokeDeletion',
  data: { accountId: 'u1', revokedBy: 'admin-2' },
  metadata: { now },
};
function executeAt(at: number): DeletionCommand {
  return { type: 'ExecuteDeletion', data: { accountId: 'u1' }, metadata: { now: at } };
}
function requested(): DeletionEvent {
  return {
    type: 'DeletionRequested',
    data: { accountId: 'u1', role: 'user', requestedBy: 'admin-1', at: now, executeAt: now + deletionDelayMs },
  };
}
