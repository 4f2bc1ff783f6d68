import { messages } from '../../../../../events/schemas/messages.ts';
import { formatDateTime } from '../../../lib/contest-dates.ts';
import { useOutcome } from '../api/get-outcome.ts';
import { ExpertPicksForm } from './ExpertPicksForm.tsx';
import { WinnerStatus } from './WinnerStatus.tsx';
import '../outcome.css';

const experts = [1, 2, 3, 4, 5, 6];

/** Stage two for the admin: frozen finalists, each expert's picks, the totals and the winner. */
export function OutcomePanel() {
  const { data: outcome, isPending, isError } = useOutcome();
  if (isPending) return <p role="status">{messages.loading}</p>;
  if (isError) return <p role="alert">{messages.errors.generic}</p>;
  if (!outcome.frozen)
    return (
      <p className="outcome-card">
        La votación sigue abierta hasta el {formatDateTime(outcome.votingEndDate)}. Después, los 5 diseños con más votos
        (y los empatados en el quinto lugar) quedan fijos como finalistas.
      </p>
    );
  const nameOf = (id: string) => outcome.finalists.find((f) => f.designId === id)?.designName ?? id;
  return (
    <div className="outcome-grid">
      <section className="outcome-card" aria-labelledby="finalistas-titulo">
        <h2 id="finalistas-titulo">Finalistas y puntos del jurado</h2>
        <table className="outcome-table">
          <thead>
            <tr>
              <th scope="col">Diseño</th>
              <th scope="col">Votos del público</th>
              <th scope="col">Puntos</th>
              <th scope="col">1.er lugar</th>
            </tr>
          </thead>
          <tbody>
            {outcome.ranking.map((row) => (
              <tr key={row.designId}>
                <th scope="row">{row.designName}</th>
                <td>{row.votes}</td>
                <td>{row.points}</td>
                <td>{row.firsts}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="outcome-hint">
          Desempate: más puntos; luego más primeros lugares; más segundos lugares; más votos del público; el envío más
          antiguo.
        </p>
      </section>
      <WinnerStatus outcome={outcome} />
      <section className="outcome-card outcome-experts" aria-labelledby="expertos-titulo">
        <h2 id="expertos-titulo">Votos de los 6 expertos</h2>
        {experts.map((expert) => {
          const recorded = outcome.experts.find((e) => e.expert === expert);
          return (
            <article key={expert} className="outcome-expert" aria-label={`Experto ${expert}`}>
              <h3>Experto {expert}</h3>
              {recorded ? (
                <ol>
                  {recorded.picks.map((id) => (
                    <li key={id}>{nameOf(id)}</li>
                  ))}
                </ol>
              ) : (
                <ExpertPicksForm expert={expert} finalists={outcome.finalists} />
              )}
            </article>
          );
        })}
      </section>
    </div>
  );
}
