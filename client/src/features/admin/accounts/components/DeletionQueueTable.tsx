import dayjs from 'dayjs';
import { useId, useState } from 'react';
import type { AccountListKind } from '../../../../../../events/schemas/admin.ts';
import { selectAtLeastOne } from '../../../../../../events/schemas/admin.ts';
import { messages } from '../../../../../../events/schemas/messages.ts';
import { useNow } from '../../../../hooks/use-now.ts';
import { notify } from '../../../../lib/toast.ts';
import { useChangeDeletions } from '../api/change-deletions.ts';
import { useDeletionQueue } from '../api/get-deletion-queue.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { SelectAllCheckbox } from './SelectAllCheckbox.tsx';
import { useSelection } from './selection.ts';

const pad = (value: number) => String(value).padStart(2, '0');

function countdown(ms: number): string {
  if (ms <= 0) return 'En ejecución';
  const seconds = Math.floor(ms / 1000);
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/** The accounts waiting to be deleted, with the time left; one or many can be restored. */
export function DeletionQueueTable({ kind }: { kind: AccountListKind }) {
  const headingId = useId();
  const queue = useDeletionQueue(kind);
  const revoke = useChangeDeletions('revoke', kind);
  const [confirming, setConfirming] = useState(false);
  const now = useNow(1000);
  const rows = queue.data ?? [];
  const selection = useSelection(rows);
  const { selected, chosen, toggle, clear } = selection;

  const askRevoke = () => (chosen.length === 0 ? notify.error(selectAtLeastOne[kind]) : setConfirming(true));
  const confirm = () =>
    revoke.mutate(chosen, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        clear();
        setConfirming(false);
      },
      onError: () => setConfirming(false),
    });

  return (
    <section className="admin-card" aria-labelledby={headingId}>
      <div className="admin-card-header">
        <h3 id={headingId}>Cola de eliminación</h3>
        <button type="button" className="button button-outline" onClick={askRevoke}>
          Revocar seleccionados
        </button>
      </div>
      <div className="admin-table-scroll">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">
                <SelectAllCheckbox label="Seleccionar toda la cola" selection={selection} />
              </th>
              <th scope="col">Nombre</th>
              <th scope="col">Correo electrónico</th>
              <th scope="col">Solicitado por</th>
              <th scope="col">Se elimina</th>
              <th scope="col">Tiempo restante</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row._id}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Seleccionar ${row.email} en la cola`}
                    checked={selected.has(row._id)}
                    onChange={() => toggle(row._id)}
                  />
                </td>
                <td>{row.name || '—'}</td>
                <td>{row.email}</td>
                <td>{row.requestedBy.name}</td>
                <td>{dayjs(row.executeAt).format('DD/MM/YYYY HH:mm')}</td>
                <td className="admin-countdown">{countdown(row.executeAt - now)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {queue.isPending && <p className="admin-status">{messages.loading}</p>}
        {!queue.isPending && rows.length === 0 && <p className="admin-status">{messages.empty.noData}</p>}
      </div>
      {confirming && (
        <ConfirmDialog
          title="Revocar eliminación"
          description={`¿Restaurar ${chosen.length === 1 ? 'la cuenta seleccionada' : `las ${chosen.length} cuentas seleccionadas`}? No se eliminarán.`}
          confirmLabel="Sí, restaurar"
          pending={revoke.isPending}
          onConfirm={confirm}
          onClose={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
