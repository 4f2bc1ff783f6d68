import { type Command, type Decider, DomainError } from '../command/decider.ts';
import type { DesignEvent, DesignReviewed, DesignSubmittedForReview, ReviewStatus } from './design.events.ts';

export type DesignState =
  | { status: 'none'; version: 0 }
  | { status: ReviewStatus; userId: string; submittedAt: number; version: number };

export type SubmitForReview = Command<'SubmitForReview', Omit<DesignSubmittedForReview['data'], 'status' | 'at'>>;
export type ReviewDesign = Command<
  'ReviewDesign',
  Omit<DesignReviewed['data'], 'userId' | 'at'> & {
    /** The stream version the moderator saw: a verdict given since then wins and this one is refused. */
    expectedVersion?: number;
  }
>;
export type DesignCommand = SubmitForReview | ReviewDesign;

export const alreadyReviewed = 'Este diseño ya fue revisado.';

export const reviewErrors = {
  notInReview: 'El diseño no está en revisión.',
  reviewedByOther: 'Otro moderador ya revisó este diseño. La lista se actualizó.',
  returnedToOwner: 'Este diseño se devolvió a su autor; volverá a la lista cuando lo envíe de nuevo.',
  publishedOnlyTakenDown: 'Un diseño publicado solo puede retirarse con Rechazar.',
} as const;

// Entering review again while PENDING is the same submission retried: nothing new happens.
function submitForReview(command: SubmitForReview, state: DesignState): DesignEvent[] {
  if (state.status === 'PENDING') return [];
  if (state.status !== 'none' && state.status !== 'RETRY') {
    throw new DomainError('design.reviewed', alreadyReviewed, 409);
  }
  return [{ type: 'DesignSubmittedForReview', data: { ...command.data, status: 'PENDING', at: command.metadata.now } }];
}

// The first verdict on what a moderator saw wins: a second one on the same version, or the same
// verdict again, is a moderator acting on a design someone else has just reviewed.
function reviewDesign(command: ReviewDesign, state: DesignState): DesignEvent[] {
  if (state.status === 'none') throw new DomainError('design.not-in-review', reviewErrors.notInReview, 404);
  const { expectedVersion, ...verdict } = command.data;
  const stale = expectedVersion !== undefined && expectedVersion !== state.version;
  if (stale || state.status === verdict.status) {
    throw new DomainError('design.reviewed-by-other', reviewErrors.reviewedByOther, 409);
  }
  if (state.status === 'RETRY') throw new DomainError('design.returned', reviewErrors.returnedToOwner, 409);
  if (state.status === 'VERIFIED' && verdict.status === 'RETRY') {
    throw new DomainError('design.published', reviewErrors.publishedOnlyTakenDown, 409);
  }
  return [{ type: 'DesignReviewed', data: { ...verdict, userId: state.userId, at: command.metadata.now } }];
}

export const designDecider: Decider<DesignState, DesignCommand, DesignEvent> = {
  initialState: () => ({ status: 'none', version: 0 }),
  evolve(state, event) {
    const submittedAt =
      event.type === 'DesignSubmittedForReview' || state.status === 'none' ? event.data.at : state.submittedAt;
    return { status: event.data.status, userId: event.data.userId, submittedAt, version: state.version + 1 };
  },
  decide(command, state) {
    switch (command.type) {
      case 'SubmitForReview':
        return submitForReview(command, state);
      case 'ReviewDesign':
        return reviewDesign(command, state);
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${(unknown as Command).type}`);
      }
    }
  },
};
