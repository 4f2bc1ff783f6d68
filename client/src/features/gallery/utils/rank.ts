import type { GalleryCard } from '../../../../../events/schemas/gallery.ts';

/**
 * Places of a list sorted by likes: equal likes share a place (1, 2, 2, 4). While the contest hides
 * the counts the list order alone gives the places.
 */
export function rankedByVotes(designs: readonly GalleryCard[]): { design: GalleryCard; rank: number }[] {
  return designs.map((design, index) => {
    const first = designs.findIndex((other) => other.totalVotes !== null && other.totalVotes === design.totalVotes);
    return { design, rank: (first === -1 ? index : first) + 1 };
  });
}
