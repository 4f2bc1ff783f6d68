import { LiveLeaderboard } from '../../features/leaderboard/components/LiveLeaderboard.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';

export default function LeaderboardPage() {
  usePageTitle('Tabla de clasificación');
  return (
    <div className="leaderboard-page">
      <section className="campaign-hero" aria-labelledby="clasificacion-titulo">
        <div className="campaign-hero-inner">
          <p className="eyebrow eyebrow-light">
            <span className="live-dot" aria-hidden="true" /> En vivo
          </p>
          <h1 id="clasificacion-titulo">Tabla de clasificación</h1>
          <p className="campaign-lead">
            Los 10 diseños con más votos, al instante. Los 5 primeros (y los empates en el quinto lugar) pasan a la
            evaluación del jurado experto.
          </p>
        </div>
      </section>
      <section className="page leaderboard-section" aria-labelledby="clasificacion-titulo">
        <LiveLeaderboard />
      </section>
    </div>
  );
}
