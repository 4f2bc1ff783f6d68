import '../../features/admin/admin.css';
import { assistantDefaults } from '../../config/assistant.ts';
import { AccountsTab } from '../../features/admin/accounts/components/AccountsTab.tsx';
import { useDeletionNotices } from '../../features/admin/accounts/hooks/use-deletion-notices.ts';
import { DesignHistoryTab } from '../../features/admin/design-history/components/DesignHistoryTab.tsx';
import { EventSettingsTab } from '../../features/admin/event-settings/components/EventSettingsTab.tsx';
import { ExportButton } from '../../features/admin/export/components/ExportButton.tsx';
import { type AdminTab, AdminTabs } from '../../features/admin/shell/AdminTabs.tsx';
import { StatisticsTab } from '../../features/admin/statistics/components/StatisticsTab.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useContestSchedule } from '../use-contest-schedule.ts';

/** /estadisticas, the admin's landing: statistics, account management and event settings (SPEC §2). */
export default function AdminStatisticsPage() {
  usePageTitle('Estadísticas');
  useDeletionNotices();
  // SPEC titles the charts' axis '2024', the year of its calendar: the running event's year here
  // (SPEC's 2024 while no event is configured).
  const axisTitle = String(new Date(useContestSchedule().schedule.startDate).getUTCFullYear());
  const tabs: readonly AdminTab[] = [
    {
      id: 'estadisticas',
      label: 'Estadísticas de usuarios',
      render: () => <StatisticsTab axisTitle={axisTitle} exportButton={<ExportButton />} />,
    },
    { id: 'usuarios', label: 'Gestión de usuarios', render: () => <AccountsTab /> },
    {
      id: 'evento',
      label: 'Configuración del evento',
      render: () => <EventSettingsTab assistantDefaults={assistantDefaults} />,
    },
    { id: 'historial', label: 'Historial de diseños', render: () => <DesignHistoryTab /> },
  ];
  return (
    <div className="admin-page">
      <header className="admin-page-header">
        <p className="admin-eyebrow">Back office del concurso</p>
        <h1>Estadísticas</h1>
      </header>
      <AdminTabs tabs={tabs} />
    </div>
  );
}
