import { describe, expect, it } from 'vitest';
import { alreadyReviewed, type DesignCommand, designDecider } from './design.decider.ts';
import type { DesignEvent } from './design.events.ts';

const now = Date.UTC(2026, 5, 21);

const given = (events: DesignEvent[]) => events.reduce(designDecider.evolve, designDecider.initialState());
const when = (command: DesignCommand, events: DesignEvent[] = []) => designDecider.decide(command, given(events));

describe('design', () => {
  describe('when never submitted', () => {
    it('should enter review as PENDING with a copy of the design', () => {
      expect(when(submitForReview())).toEqual([
        { type: 'DesignSubmittedForReview', data: { ...submission(), status: 'PENDING', at: now } },
      ]);
    });
  });

  describe('when pending', () => {
    const pending: DesignEvent[] = [
      { type: 'DesignSubmittedForReview', data: { ...submission(), status: 'PENDING', at: now } },
    ];

    it('should take the same submission again as nothing new', () => {
      expect(when(submitForReview(), pending)).toEqual([]);
    });
  });

  describe('when reviewed', () => {
    it('should refuse a new submission of a verified design', () => {
      const verified = { status: 'VERIFIED' as const, userId: 'u1', submittedAt: now };
      expect(() => designDecider.decide(submitForReview(), verified)).toThrow(alreadyReviewed);
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

function submitForReview(): DesignCommand {
  return { type: 'SubmitForReview', data: submission(), metadata: { now } };
}
