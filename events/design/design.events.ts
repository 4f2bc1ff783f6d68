import type { DesignContent } from '../library/library.events.ts';

export type ReviewStatus = 'PENDING' | 'VERIFIED' | 'REJECTED' | 'RETRY';

// design-{id}: a submitted design's life in review; it starts with a copy of what was submitted.
export type DesignSubmittedForReview = {
  type: 'DesignSubmittedForReview';
  data: DesignContent & {
    designId: string;
    userId: string;
    badPrompts: string[];
    createdAt: number;
    status: 'PENDING';
    at: number;
  };
};

export type Verdict = Exclude<ReviewStatus, 'PENDING'>;

// A moderator's verdict: VERIFIED publishes, REJECTED keeps out (or takes down), RETRY hands it back to its owner.
export type DesignReviewed = {
  type: 'DesignReviewed';
  data: { designId: string; userId: string; status: Verdict; comments: string; moderatorId: string; at: number };
};

export type DesignEvent = DesignSubmittedForReview | DesignReviewed;

export const designStreamId = (designId: string) => `design-${designId}`;
