import { useRef } from 'react';
import { messages } from '../../../../../events/schemas/messages.ts';
import { useLiveLeaderboard } from '../api/get-leaderboard.ts';
import { useFlip } from '../hooks/use-flip.ts';
import { useRankMoves } from '../hooks/use-rank-moves.ts';
import { LeaderboardEntry } from './LeaderboardEntry.tsx';
import '../leaderboard.css';

export const hiddenVotesText = 'Los votos se mantienen en secreto hasta el cierre de la votación. ¡Sigue votando!';

/** The top 10, moving as the leaderboard room pushes; rows glide to their new places. */
export function LiveLeaderboard() {
  const { data, isPending, isError } = useLiveLeaderboard();
  const list = useRef<HTMLOListElement>(null);
  const rows = data?.data;
  const moves = useRankMoves(rows);
  useFlip(list, rows?.map((row) => row.designId).join('|') ?? '');

  if (isPending) return <p role="status">{messages.loading}</p>;
  if (isError) return <p role="alert">{messages.errors.generic}</p>;
  if (!data.revealVotes) return <p className="leaderboard-note">{hiddenVotesText}</p>;
  if (data.data.length === 0) return <p className="leaderboard-note">{messages.empty.noDesigns}</p>;
  return (
    <ol ref={list} className="leaderboard-list" aria-label="Los 10 diseños con más votos">
      {data.data.map((row) => (
        <LeaderboardEntry key={row.designId} row={row} move={moves.get(row.designId)} />
      ))}
    </ol>
  );
}
