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

export type DesignEvent = DesignSubmittedForReview;

export const designStreamId = (designId: string) => `design-${designId}`;
