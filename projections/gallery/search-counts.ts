/**
 * Totals of recent searches, each valid for one catalogue version (see `gallery_summary`): votes
 * do not move them, only a review or a new name does. Bounded: the oldest term leaves first.
 */
export type SearchCounts = {
  get(term: string, version: string): number | undefined;
  set(term: string, version: string, count: number): void;
};

export function searchCounts(capacity = 5000): SearchCounts {
  const entries = new Map<string, { version: string; count: number }>();
  return {
    get(term, version) {
      const entry = entries.get(term);
      return entry?.version === version ? entry.count : undefined;
    },
    set(term, version, count) {
      entries.delete(term);
      entries.set(term, { version, count });
      if (entries.size > capacity) entries.delete(entries.keys().next().value!);
    },
  };
}
