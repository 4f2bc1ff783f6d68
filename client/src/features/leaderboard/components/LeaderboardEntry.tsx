import { Link } from 'wouter';
import type { LeaderboardRow } from '../api/get-leaderboard.ts';
import type { RankMove } from '../hooks/use-rank-moves.ts';

const moveLabels: Record<RankMove, string> = { up: 'Sube', down: 'Baja', new: 'Nuevo' };
const moveMarks: Record<RankMove, string> = { up: '▲', down: '▼', new: '★' };

const votesLabel = (votes: number) => `${votes.toLocaleString('es-MX')} ${votes === 1 ? 'voto' : 'votos'}`;

export function LeaderboardEntry({ row, move }: { row: LeaderboardRow; move: RankMove | undefined }) {
  const podium = row.rank <= 3 ? ` leaderboard-entry-podium leaderboard-rank-${row.rank}` : '';
  return (
    <li
      className={`leaderboard-entry${podium}${move ? ` leaderboard-entry-${move}` : ''}`}
      data-flip-key={row.designId}
    >
      <Link href={`/detalles-de-la-galeria/${row.designId}`} className="leaderboard-link">
        <span className="leaderboard-rank">
          <span className="visually-hidden">Lugar </span>
          {row.rank}
        </span>
        <img className="leaderboard-thumb" src={row.thumbnail} alt="" width={96} height={54} loading="lazy" />
        <span className="leaderboard-names">
          <span className="leaderboard-design">{row.designName}</span>
          <span className="leaderboard-creator">{row.creatorName || 'Participante'}</span>
        </span>
        {move && (
          <span className={`leaderboard-move leaderboard-move-${move}`}>
            <span aria-hidden="true">{moveMarks[move]}</span> {moveLabels[move]}
          </span>
        )}
        <span className="leaderboard-votes">{votesLabel(row.totalVotes)}</span>
      </Link>
    </li>
  );
}
