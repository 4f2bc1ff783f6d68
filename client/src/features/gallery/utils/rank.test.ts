import { describe, expect, it } from 'vitest';
import type { GalleryCard } from '../../../../../events/schemas/gallery.ts';
import { rankedByVotes } from './rank.ts';

const design = (id: string, totalVotes: number | null) => ({ id, totalVotes }) as GalleryCard;

describe('places by likes', () => {
  it('gives equal likes the same place and skips the places they take', () => {
    const ranks = rankedByVotes([design('a', 9), design('b', 5), design('c', 5), design('d', 1)]);
    expect(ranks.map((r) => r.rank)).toEqual([1, 2, 2, 4]);
  });

  it('follows the list order while the counts are hidden', () => {
    expect(rankedByVotes([design('a', null), design('b', null)]).map((r) => r.rank)).toEqual([1, 2]);
  });
});
