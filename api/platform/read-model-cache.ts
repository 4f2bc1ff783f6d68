import { formatLogPosition } from '../../events/store/log-position.ts';
import type { ProgressTracker } from '../../projections/runner/progress.ts';

const capacity = 500;
// A bound for when the projectors' announcements stop reaching this node (a lost connection).
const freshForMs = 1000;

type Entry<T> = { readonly version: string; readonly at: number; readonly answer: Promise<T> };

/**
 * Answers read from one read model, kept until it applies another event (and for at most a
 * second). The campaign's visitors ask for the same few things (the gallery's first pages, the
 * contest's settings on every page): between two changes they share one answer, and those asking
 * at the same moment share its query.
 */
export function readModelCache<T>(progress: Pick<ProgressTracker, 'applied'>, projection: string) {
  const entries = new Map<string, Entry<T>>();

  return function cached(key: string, load: () => Promise<T>): Promise<T> {
    const applied = progress.applied(projection);
    const version = applied ? formatLogPosition(applied) : 'unknown';
    const entry = entries.get(key);
    if (entry && entry.version === version && Date.now() - entry.at < freshForMs) return entry.answer;
    const answer = load();
    entries.delete(key);
    entries.set(key, { version, at: Date.now(), answer });
    if (entries.size > capacity) entries.delete(entries.keys().next().value!);
    answer.catch(() => {
      if (entries.get(key)?.answer === answer) entries.delete(key);
    });
    return answer;
  };
}
