import { useState } from 'react';
import type { ReviewQueueItem } from '../../../../../events/schemas/moderation.ts';

/**
 * The design on screen: the one picked, or the first of the list once it has left it (reviewed
 * here or by another moderator). `selectNextAfter` picks the neighbour of a design about to leave.
 */
export function useSelectedDesign(items: readonly ReviewQueueItem[]) {
  const [pickedId, setPickedId] = useState<string | null>(null);
  const selected = items.find((item) => item.id === pickedId) ?? items[0] ?? null;
  const selectNextAfter = (designId: string) => {
    const index = items.findIndex((item) => item.id === designId);
    setPickedId((items[index + 1] ?? items[index - 1])?.id ?? null);
  };
  return { selected, select: setPickedId, selectNextAfter };
}
