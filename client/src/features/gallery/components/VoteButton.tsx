import { useVoting } from './VotingProvider.tsx';

type VoteButtonProps = { design: { id: string; name: string }; className?: string };

/** Like or withdraw the like (SPEC §4); pressed while this visitor's like stands. */
export function VoteButton({ design, className = '' }: VoteButtonProps) {
  const { voted, pending, vote } = useVoting();
  const liked = voted.has(design.id);
  return (
    <button
      type="button"
      className={`button vote-button ${liked ? 'vote-button-voted' : ''} ${className}`}
      aria-pressed={liked}
      aria-label={liked ? `Quitar tu voto de ${design.name}` : `Votar por ${design.name}`}
      disabled={pending === design.id}
      onClick={() => vote(design)}
    >
      <HeartIcon filled={liked} />
      {liked ? 'Votado' : 'Votar'}
    </button>
  );
}

export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" className="heart-icon">
      <path
        d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.6 4.5c2 0 3.4 1.1 4.4 2.6h.1c1-1.5 2.4-2.6 4.4-2.6 3.6 0 5.7 3.9 4.2 7.3C19.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}
