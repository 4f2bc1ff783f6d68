import type { SocialPlatform } from '../schemas/gallery.ts';

// share-{shareId}: one share of a gallery design. Every share counts and no rule spans two shares,
// so each is its own stream (like contact-{id}): concurrent shares of one design never race for a
// stream version, and neither the moderator's design-{id} nor the voter's hot voter-{id} stream grows.
export type DesignShared = {
  type: 'DesignShared';
  data: { shareId: string; designId: string; sharerId: string; platform: SocialPlatform; at: number };
};

export const shareStreamId = (shareId: string) => `share-${shareId}`;
export const shareStreamPrefix = 'share-';
