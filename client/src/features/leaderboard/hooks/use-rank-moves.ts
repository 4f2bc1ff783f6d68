import { useEffect, useRef, useState } from 'react';
import type { LeaderboardRow } from '../api/get-leaderboard.ts';

export type RankMove = 'up' | 'down' | 'new';

const shownMs = 4000;

/** Which designs just climbed, fell or entered the board, remembered for a few seconds after each push. */
export function useRankMoves(rows: readonly LeaderboardRow[] | undefined): ReadonlyMap<string, RankMove> {
  const previous = useRef<Map<string, number> | null>(null);
  const [moves, setMoves] = useState<ReadonlyMap<string, RankMove>>(new Map());

  useEffect(() => {
    if (!rows) return;
    const positions = new Map(rows.map((row, index) => [row.designId, index]));
    const before = previous.current;
    previous.current = positions;
    if (!before) return;
    const changed = new Map<string, RankMove>();
    for (const [id, index] of positions) {
      const old = before.get(id);
      if (old === undefined) changed.set(id, 'new');
      else if (old > index) changed.set(id, 'up');
      else if (old < index) changed.set(id, 'down');
    }
    if (changed.size === 0) return;
    setMoves(changed);
    const timer = setTimeout(() => setMoves(new Map()), shownMs);
    return () => clearTimeout(timer);
  }, [rows]);

  return moves;
}
