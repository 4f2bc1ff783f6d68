import { describe, expect, it } from 'vitest';
import { alreadyReviewed, type DesignCommand, designDecider, reviewErrors } from './design.decider.ts';
import type { DesignEvent, Verdict } from './design.events.ts';

const now = Date.UTC(2026, 5, 21);

const given = (events: DesignEvent[]) => events.reduce(designDecider.evolve, designDecider.initialState());
const when = (command: DesignCommand, events: DesignEvent[] = []) => designDecider.decide(command, given(events));

describe('design', () => {
  describe('when never submitted', () => {
    it('should enter review as PENDING with a copy of the design', () => {
      expect(when(submitForReview())).toEqual([submitted]);
    });

    it('should refuse a verdict: there is nothing to review', () => {
      expect(() => when(review('VERIFIED'))).toThrow(reviewErrors.notInReview);
    });
  });

  describe('when pending', () => {
    it('should take the same submission again as nothing new', () => {
      expect(when(submitForReview(), [submitted])).toEqual([]);
    });

    it.each(['VERIFIED', 'REJECTED', 'RETRY'] as const)('should record the verdict %s with its moderator', (status) => {
      expect(when(review(status, 'Revisado'), [submitted])).toEqual([reviewed(status, 'Revisado')]);
    });

    it('should accept the verdict of a moderator who saw the current version', () => {
      expect(when(review('VERIFIED', '', 1), [submitted])).toEqual([reviewed('VERIFIED', '')]);
    });
  });

  describe('when another moderator has just reviewed it', () => {
    const rejected = [submitted, reviewed('REJECTED', 'Contiene violencia')];

    it('should refuse a verdict given on the version before (first moderator wins)', () => {
      expect(() => when(review('VERIFIED', '', 1), rejected)).toThrow(reviewErrors.reviewedByOther);
    });

    it('should refuse the same verdict twice', () => {
      expect(() => when(review('REJECTED', 'Otra vez'), rejected)).toThrow(reviewErrors.reviewedByOther);
    });
  });

  describe('when rejected', () => {
    const rejected = [submitted, reviewed('REJECTED', 'Contiene violencia')];

    it('should approve it from the rejected tab without a comment', () => {
      expect(when(review('VERIFIED', '', 2), rejected)).toEqual([reviewed('VERIFIED', '')]);
    });

    it('should refuse a new submission', () => {
      expect(() => when(submitForReview(), rejected)).toThrow(alreadyReviewed);
    });
  });

  describe('when verified', () => {
    const verified = [submitted, reviewed('VERIFIED', '')];

    it('should take it down with a rejection', () => {
      expect(when(review('REJECTED', 'Plagio'), verified)).toEqual([reviewed('REJECTED', 'Plagio')]);
    });

    it('should not hand a published design back to its owner', () => {
      expect(() => when(review('RETRY', 'Cambia el título'), verified)).toThrow(reviewErrors.publishedOnlyTakenDown);
    });

    it('should refuse a new submission', () => {
      expect(() => when(submitForReview(), verified)).toThrow(alreadyReviewed);
    });
  });

  describe('when handed back for another try', () => {
    const retried = [submitted, reviewed('RETRY', 'Cambia el título')];

    it('should take a new submission with the changed content', () => {
      const changed = { ...submission(), name: 'Mar de flores II' };
      const command: DesignCommand = { type: 'SubmitForReview', data: changed, metadata: { now: now + 5 } };
      expect(when(command, retried)).toEqual([
        { type: 'DesignSubmittedForReview', data: { ...changed, status: 'PENDING', at: now + 5 } },
      ]);
    });

    it('should refuse a verdict until it is submitted again', () => {
      expect(() => when(review('VERIFIED', ''), retried)).toThrow(reviewErrors.returnedToOwner);
    });
  });
});

function submission() {
  return {
    designId: 'd1',
    userId: 'u1',
    name: 'Mar de flores',
    description: 'Flores azules',
    thumbnail: '/api/v1/uploads/thumbnail/x.jpg',
    images: [],
    glbState: [],
    badPrompts: [],
    createdAt: now - 1000,
  };
}

const submitted: DesignEvent = {
  type: 'DesignSubmittedForReview',
  data: { ...submission(), status: 'PENDING', at: now },
};

function submitForReview(): DesignCommand {
  return { type: 'SubmitForReview', data: submission(), metadata: { now } };
}

function review(status: Verdict, comments = '', expectedVersion?: number): DesignCommand {
  return {
    type: 'ReviewDesign',
    data: { designId: 'd1', status, comments, moderatorId: 'm1', expectedVersion },
    metadata: { now: now + 60_000, actor: { id: 'm1', role: 'moderator' } },
  };
}

function reviewed(status: Verdict, comments: string): DesignEvent {
  return {
    type: 'DesignReviewed',
    data: { designId: 'd1', userId: 'u1', status, comments, moderatorId: 'm1', at: now + 60_000 },
  };
}
