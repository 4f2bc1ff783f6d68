import { type ReactNode, useId, useState } from 'react';
import { messages } from '../../../../../../events/schemas/messages.ts';
import {
  type DailyRow,
  useActiveUsers,
  useDailyLogins,
  useDailySubmissions,
  useDailyVotes,
  useLeaderboard,
  useUsersByState,
} from '../api/statistics-queries.ts';
import { useLiveStatistics } from '../hooks/use-live-statistics.ts';
import { DailyLineChart } from './DailyLineChart.tsx';
import { MexicoMap } from './MexicoMap.tsx';
import { RankingTable } from './RankingTable.tsx';

const views = [
  ['registered', 'Usuarios registrados en las últimas 24 h'],
  ['connected', 'Usuarios conectados en las últimas 24 h'],
  ['logins', 'Inicios de sesión diarios'],
  ['submissions', 'Envíos diarios a la galería'],
  ['active', 'Usuarios con sesión iniciada ahora'],
  ['generated', 'Diseños generados por día'],
] as const;

type View = (typeof views)[number][0];

function Figure({ pending, empty, children }: { pending: boolean; empty: boolean; children: () => ReactNode }) {
  if (pending) return <p className="admin-status">{messages.loading}</p>;
  if (empty) return <p className="admin-status">{messages.empty.dataNotFound}</p>;
  return children();
}

function StateView({ type, label }: { type: 'signup' | 'login'; label: string }) {
  const rows = useUsersByState(type);
  return (
    <Figure pending={rows.isPending} empty={!rows.data?.length}>
      {() => <MexicoMap rows={rows.data ?? []} label={label} />}
    </Figure>
  );
}

function SeriesView({
  query,
  label,
  axisTitle,
}: {
  query: { isPending: boolean; data?: DailyRow[] };
  label: string;
  axisTitle: string;
}) {
  return (
    <Figure pending={query.isPending} empty={!query.data?.length}>
      {() => <DailyLineChart rows={query.data ?? []} name={label} axisTitle={axisTitle} />}
    </Figure>
  );
}

function ActiveUsersView() {
  const active = useActiveUsers();
  return (
    <Figure pending={active.isPending} empty={!active.data}>
      {() => (
        <p className="admin-big-number" aria-live="polite">
          <strong>{active.data?.totalActiveUsers}</strong>
          <span>usuarios con sesión iniciada</span>
        </p>
      )}
    </Figure>
  );
}

function LoginsView(props: { label: string; axisTitle: string }) {
  return <SeriesView query={useDailyLogins()} {...props} />;
}

function SubmissionsView({ isSubmitted, ...props }: { isSubmitted: boolean; label: string; axisTitle: string }) {
  return <SeriesView query={useDailySubmissions(isSubmitted)} {...props} />;
}

/** Tab 1 (SPEC §2): the chart panel with six views, today's votes and the leaderboard. */
export function StatisticsTab({ axisTitle, exportButton }: { axisTitle: string; exportButton?: ReactNode }) {
  useLiveStatistics();
  const selectId = useId();
  const [view, setView] = useState<View>('registered');
  const label = views.find(([id]) => id === view)?.[1] ?? '';
  const dailyVotes = useDailyVotes();
  const leaderboard = useLeaderboard();

  return (
    <div className="admin-stack">
      <div className="admin-card">
        <div className="admin-card-header">
          <div className="admin-view-select">
            <label className="field-label" htmlFor={selectId}>
              Vista
            </label>
            <select
              id={selectId}
              className="input"
              value={view}
              onChange={(event) => setView(event.target.value as View)}
            >
              {views.map(([id, text]) => (
                <option key={id} value={id}>
                  {text}
                </option>
              ))}
            </select>
          </div>
          {exportButton}
        </div>
        <h3 className="admin-card-title">{label}</h3>
        {view === 'registered' && <StateView type="signup" label={label} />}
        {view === 'connected' && <StateView type="login" label={label} />}
        {view === 'logins' && <LoginsView label={label} axisTitle={axisTitle} />}
        {view === 'submissions' && <SubmissionsView isSubmitted label={label} axisTitle={axisTitle} />}
        {view === 'active' && <ActiveUsersView />}
        {view === 'generated' && <SubmissionsView isSubmitted={false} label={label} axisTitle={axisTitle} />}
      </div>
      <div className="admin-two-columns">
        <RankingTable title="Votos del día" pending={dailyVotes.isPending} rows={dailyVotes.data} />
        <RankingTable
          title="Tabla de clasificación"
          pending={leaderboard.isPending && leaderboard.fetchStatus !== 'idle'}
          rows={leaderboard.data}
        />
      </div>
    </div>
  );
}
