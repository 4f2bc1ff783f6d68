import type { Command, Decider } from '../command/decider.ts';
import { type DesignState, designDecider } from '../design/design.decider.ts';
import type { DesignEvent } from '../design/design.events.ts';
import type { VoteEvent } from '../vote/vote.events.ts';
import { type VoterState, voterDecider } from '../vote/voter.decider.ts';

// What executing a deletion does to the streams of others' read models: the account's submitted
// designs are taken down with a system verdict (gallery and leaderboard drop them) and each of its
// active likes is withdrawn (tallies stay exact). Both are idempotent: a second run adds nothing.

export const deletedAccountComment = 'Cuenta eliminada';

type TakeDown = Command<'TakeDownDesign', { designId: string; userId: string }>;

export const designTakedownDecider: Decider<DesignState, TakeDown, DesignEvent> = {
  initialState: designDecider.initialState,
  evolve: designDecider.evolve,
  decide(command, state) {
    if (state.status === 'none' || state.status === 'REJECTED') return [];
    const { designId, userId } = command.data;
    return [
      {
        type: 'DesignReviewed',
        data: {
          designId,
          userId,
          status: 'REJECTED',
          comments: deletedAccountComment,
          moderatorId: 'system',
          at: command.metadata.now,
        },
      },
    ];
  },
};

type WithdrawAll = Command<'WithdrawAllVotes', { voterId: string }>;

export const votesWithdrawalDecider: Decider<VoterState, WithdrawAll, VoteEvent> = {
  initialState: voterDecider.initialState,
  evolve: voterDecider.evolve,
  decide(command, state) {
    return [...state.liked].map((designId) => ({
      type: 'VoteWithdrawn' as const,
      data: { voterId: command.data.voterId, designId, reason: 'account-deleted' as const, at: command.metadata.now },
    }));
  },
};
