import { formatDateTime } from '../../../lib/contest-dates.ts';
import { useConfirmWinner } from '../api/confirm-winner.ts';
import type { Outcome } from '../api/get-outcome.ts';

/** The selected winner and its 24-hour reply window; a winner who does not reply is replaced by a job. */
export function WinnerStatus({ outcome }: { outcome: Outcome }) {
  const confirm = useConfirmWinner();
  const nameOf = (id: string) => outcome.finalists.find((f) => f.designId === id)?.designName ?? id;
  return (
    <section className="outcome-card" aria-labelledby="ganador-titulo">
      <h2 id="ganador-titulo">Ganador</h2>
      {outcome.noWinnerLeft && <p>Todos los finalistas fueron descalificados: el premio queda desierto.</p>}
      {!outcome.winner && !outcome.noWinnerLeft && (
        <p>El ganador se conoce cuando los 6 expertos registren sus votos.</p>
      )}
      {outcome.winner && (
        <>
          <p className="outcome-winner">{nameOf(outcome.winner.designId)}</p>
          {outcome.winner.confirmed ? (
            <p>Respuesta del ganador confirmada. Se publicará en el anuncio del ganador.</p>
          ) : (
            <>
              <p>
                Esperando la respuesta del ganador hasta el {formatDateTime(outcome.winner.replyBy)}. Sin confirmación,
                queda descalificado y gana el siguiente diseño de la clasificación.
              </p>
              <button
                type="button"
                className="button button-accent"
                disabled={confirm.isPending}
                onClick={() => confirm.mutate()}
              >
                Confirmar respuesta del ganador
              </button>
            </>
          )}
        </>
      )}
      {outcome.disqualified.length > 0 && (
        <p>Descalificados por no responder: {outcome.disqualified.map(nameOf).join(', ')}.</p>
      )}
    </section>
  );
}
