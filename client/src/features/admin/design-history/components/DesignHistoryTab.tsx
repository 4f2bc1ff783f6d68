import { type FormEvent, useId, useState } from 'react';
import { messages } from '../../../../../../events/schemas/messages.ts';
import { useDesignHistory, useFoundDesigns } from '../api/design-history-queries.ts';
import { DesignTimeline } from './DesignTimeline.tsx';
import { VotesChart } from './VotesChart.tsx';
import '../design-history.css';

function History({ designId }: { designId: string }) {
  const history = useDesignHistory(designId);
  if (history.isPending) return <p className="admin-status">{messages.loading}</p>;
  if (!history.data) return <p className="admin-status">{messages.empty.dataNotFound}</p>;
  const { entries, votes, truncated } = history.data;
  const stream = `design-${designId}`;
  return (
    <div className="admin-stack">
      <section className="admin-card" aria-labelledby="history-votes">
        <h2 id="history-votes">Me gusta a lo largo del tiempo</h2>
        <p className="admin-card-intro">Total acumulado al final de cada hora con movimiento.</p>
        {votes.length > 0 ? (
          <VotesChart points={votes} />
        ) : (
          <p className="admin-status">Este diseño todavía no tiene me gusta.</p>
        )}
      </section>
      <section className="admin-card" aria-labelledby="history-timeline">
        <h2 id="history-timeline">Línea de tiempo</h2>
        <p className="admin-card-intro">
          Cada evento en el orden del registro. Para auditarlo: <code>npm run audit -- --stream {stream}</code>
        </p>
        <DesignTimeline entries={entries} />
        {truncated && (
          <p className="admin-status">
            Se muestran los primeros {entries.length} eventos; la gráfica los cuenta todos.
          </p>
        )}
      </section>
    </div>
  );
}

/** Tab 4 (issue 20): find a submitted design by name and read its life from the event log. */
export function DesignHistoryTab() {
  const searchId = useId();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string>();
  const found = useFoundDesigns(search);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
    setChosen(undefined);
  };

  return (
    <div className="admin-stack">
      <section className="admin-card" aria-labelledby="history-search">
        <h2 id="history-search">Historial de un diseño</h2>
        <p className="admin-card-intro">
          Busca un diseño enviado a la galería por su nombre: verás cuándo se creó, se envió, cada revisión, sus me
          gusta y las veces que se compartió.
        </p>
        <form className="admin-toolbar admin-toolbar-start" onSubmit={onSubmit}>
          <label className="field-label" htmlFor={searchId}>
            Nombre del diseño
          </label>
          <input
            id={searchId}
            className="input admin-search"
            type="search"
            value={draft}
            maxLength={100}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="button" disabled={draft.trim() === ''}>
            Buscar
          </button>
        </form>
        {search && found.isPending && <p className="admin-status">{messages.loading}</p>}
        {found.data && found.data.designs.length === 0 && <p className="admin-status">{messages.empty.dataNotFound}</p>}
        {found.data && found.data.designs.length > 0 && (
          <ul className="history-results" aria-label="Diseños encontrados">
            {found.data.designs.map((design) => (
              <li key={design.designId}>
                <button
                  type="button"
                  className="history-result"
                  aria-pressed={design.designId === chosen}
                  onClick={() => setChosen(design.designId)}
                >
                  <strong>{design.name}</strong>
                  <code>{design.designId}</code>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {chosen && <History key={chosen} designId={chosen} />}
    </div>
  );
}
