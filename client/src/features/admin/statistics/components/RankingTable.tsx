import { useId } from 'react';
import { messages } from '../../../../../../events/schemas/messages.ts';

export type RankingRow = { rank: number; name: string; designName: string; totalPoints: number };

/** SPEC: rank, name, design name, total points; 300 px tall and scrollable. */
export function RankingTable({
  title,
  rows,
  pending,
}: {
  title: string;
  rows: readonly RankingRow[] | undefined;
  pending: boolean;
}) {
  const headingId = useId();
  return (
    <div className="admin-card">
      <h3 id={headingId} className="admin-card-title">
        {title}
      </h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take the focus so the keyboard can scroll it */}
      <section className="admin-table-scroll admin-ranking" tabIndex={0} aria-labelledby={headingId}>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Posición</th>
              <th scope="col">Nombre</th>
              <th scope="col">Nombre del diseño</th>
              <th scope="col">Puntos totales</th>
            </tr>
          </thead>
          <tbody>
            {(rows ?? []).map((row) => (
              <tr key={`${row.rank}-${row.designName}-${row.name}`}>
                <td>{row.rank}</td>
                <td>{row.name}</td>
                <td>{row.designName}</td>
                <td>{row.totalPoints}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {pending && <p className="admin-status">{messages.loading}</p>}
        {!pending && (rows ?? []).length === 0 && <p className="admin-status">{messages.empty.dataNotFound}</p>}
      </section>
    </div>
  );
}
