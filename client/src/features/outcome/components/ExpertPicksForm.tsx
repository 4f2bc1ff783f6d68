import { useState } from 'react';
import type { Finalist } from '../api/get-outcome.ts';
import { useRecordPicks } from '../api/record-picks.ts';

const places = ['1.er lugar (3 puntos)', '2.º lugar (2 puntos)', '3.er lugar (1 punto)'];

/** Three selects, best first; the server checks that they are three distinct finalists. */
export function ExpertPicksForm({ expert, finalists }: { expert: number; finalists: readonly Finalist[] }) {
  const [picks, setPicks] = useState(['', '', '']);
  const record = useRecordPicks();
  const complete = picks.every(Boolean) && new Set(picks).size === 3;
  return (
    <form
      className="outcome-picks-form"
      onSubmit={(event) => {
        event.preventDefault();
        record.mutate({ expert, picks });
      }}
    >
      {places.map((label, place) => (
        <label key={label} className="field">
          <span>{label}</span>
          <select
            value={picks[place]}
            onChange={(event) => setPicks(picks.map((pick, p) => (p === place ? event.target.value : pick)))}
          >
            <option value="">Elige un finalista</option>
            {finalists.map((finalist) => (
              <option key={finalist.designId} value={finalist.designId}>
                {finalist.designName}
              </option>
            ))}
          </select>
        </label>
      ))}
      <button type="submit" className="button button-accent" disabled={!complete || record.isPending}>
        Registrar votos del experto {expert}
      </button>
    </form>
  );
}
