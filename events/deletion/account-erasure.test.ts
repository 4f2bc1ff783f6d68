import { describe, expect, it } from 'vitest';
import type { DesignEvent } from '../design/design.events.ts';
import type { VoteEvent } from '../vote/vote.events.ts';
import { designTakedownDecider, votesWithdrawalDecider } from './account-erasure.ts';

const now = Date.UTC(2026, 6, 1);

describe('erasing an account from the gallery and the tallies', () => {
  const takeDown = (events: DesignEvent[]) =>
    designTakedownDecider.decide(
      { type: 'TakeDownDesign', data: { designId: 'd1', userId: 'u1' }, metadata: { now } },
      events.reduce(designTakedownDecider.evolve, designTakedownDecider.initialState()),
    );

  it('should reject a published design with the system verdict', () => {
    expect(takeDown([submitted, reviewed('VERIFIED')])).toEqual([
      {
        type: 'DesignReviewed',
        data: {
          designId: 'd1',
          userId: 'u1',
          status: 'REJECTED',
          comments: 'Cuenta eliminada',
          moderatorId: 'system',
          at: now,
        },
      },
    ]);
  });

  it('should reject a design still pending review', () => {
    expect(takeDown([submitted])).toMatchObject([{ data: { status: 'REJECTED' } }]);
  });

  it('should leave a rejected design and a missing one alone', () => {
    expect(takeDown([submitted, reviewed('REJECTED')])).toEqual([]);
    expect(takeDown([])).toEqual([]);
  });

  const withdraw = (events: VoteEvent[]) =>
    votesWithdrawalDecider.decide(
      { type: 'WithdrawAllVotes', data: { voterId: 'u1' }, metadata: { now } },
      events.reduce(votesWithdrawalDecider.evolve, votesWithdrawalDecider.initialState()),
    );

  it('should withdraw each active like once, with the account-deleted reason', () => {
    expect(withdraw([cast('d1'), cast('d2'), withdrawn('d1'), cast('d3'), withdrawn('d3'), cast('d3')])).toEqual([
      { type: 'VoteWithdrawn', data: { voterId: 'u1', designId: 'd2', reason: 'account-deleted', at: now } },
      { type: 'VoteWithdrawn', data: { voterId: 'u1', designId: 'd3', reason: 'account-deleted', at: now } },
    ]);
  });

  it('should withdraw nothing from a voter with no active like', () => {
    expect(withdraw([cast('d1'), withdrawn('d1')])).toEqual([]);
  });
});

const submitted = {
  type: 'DesignSubmittedForReview',
  data: { designId: 'd1', userId: 'u1', status: 'PENDING', at: now - 5000 },
} as unknown as DesignEvent;
const reviewed = (status: 'VERIFIED' | 'REJECTED'): DesignEvent => ({
  type: 'DesignReviewed',
  data: { designId: 'd1', userId: 'u1', status, comments: '', moderatorId: 'm1', at: now - 1000 },
});
const cast = (designId: string): VoteEvent => ({ type: 'VoteCast', data: { voterId: 'u1', designId, at: now - 100 } });
const withdrawn = (designId: string): VoteEvent => ({
  type: 'VoteWithdrawn',
  data: { voterId: 'u1', designId, reason: 'voter', at: now - 50 },
});
