import type { Finalist } from './outcome.events.ts';

export const expertCount = 6;
export const pointsByPlace = [3, 2, 1] as const;

export type FinalistScore = Finalist & { points: number; firsts: number; seconds: number };

// Tie-break, in order: most expert points; most first places (3-point picks); most second
// places; most public votes; earliest submission. The last never ties, so the order is total.
export function rankFinalists(
  finalists: readonly Finalist[],
  picks: ReadonlyMap<number, readonly string[]>,
): FinalistScore[] {
  const scores = new Map(finalists.map((f) => [f.designId, { ...f, points: 0, firsts: 0, seconds: 0 }]));
  for (const expertPicks of picks.values())
    for (const [place, designId] of expertPicks.entries()) {
      const score = scores.get(designId);
      if (!score) continue;
      score.points += pointsByPlace[place] ?? 0;
      if (place === 0) score.firsts++;
      if (place === 1) score.seconds++;
    }
  return [...scores.values()].sort(
    (a, b) =>
      b.points - a.points ||
      b.firsts - a.firsts ||
      b.seconds - a.seconds ||
      b.votes - a.votes ||
      a.submittedAt - b.submittedAt ||
      a.designId.localeCompare(b.designId),
  );
}
