import { type Command, type Decider, DomainError } from '../command/decider.ts';
import type { DesignEvent, DesignSubmittedForReview, ReviewStatus } from './design.events.ts';

export type DesignState = { status: 'none' } | { status: ReviewStatus; userId: string; submittedAt: number };

export type SubmitForReview = Command<'SubmitForReview', Omit<DesignSubmittedForReview['data'], 'status' | 'at'>>;
export type DesignCommand = SubmitForReview;

export const alreadyReviewed = 'Este diseño ya fue revisado.';

// Entering review again while PENDING is the same submission retried: nothing new happens.
function submitForReview(command: SubmitForReview, state: DesignState): DesignEvent[] {
  if (state.status === 'PENDING') return [];
  if (state.status !== 'none' && state.status !== 'RETRY') {
    throw new DomainError('design.reviewed', alreadyReviewed, 409);
  }
  return [{ type: 'DesignSubmittedForReview', data: { ...command.data, status: 'PENDING', at: command.metadata.now } }];
}

export const designDecider: Decider<DesignState, DesignCommand, DesignEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    const submittedAt =
      event.type === 'DesignSubmittedForReview' || state.status === 'none' ? event.data.at : state.submittedAt;
    return { status: event.data.status, userId: event.data.userId, submittedAt };
  },
  decide(command, state) {
    switch (command.type) {
      case 'SubmitForReview':
        return submitForReview(command, state);
      default: {
        const unknown: never = command.type;
        throw new Error(`Unknown command ${String(unknown)}`);
      }
    }
  },
};
