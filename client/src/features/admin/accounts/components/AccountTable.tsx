import dayjs from 'dayjs';
import { useId, useState } from 'react';
import type { AccountListKind, AccountListQuery } from '../../../../../../events/schemas/admin.ts';
import { selectAtLeastOne } from '../../../../../../events/schemas/admin.ts';
import { messages } from '../../../../../../events/schemas/messages.ts';
import { notify } from '../../../../lib/toast.ts';
import { accountKinds } from '../api/account-kinds.ts';
import { useChangeDeletions } from '../api/change-deletions.ts';
import { useAccounts } from '../api/get-accounts.ts';
import { useDebounced } from '../hooks/use-debounced.ts';
import { AddStaffDialog } from './AddStaffDialog.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { SelectAllCheckbox } from './SelectAllCheckbox.tsx';
import { useSelection } from './selection.ts';

const pageSize = 10;
const searchDelayMs = 1000;

type SortBy = AccountListQuery['sortBy'];
const columns: { sortBy: SortBy; label: string }[] = [
  { sortBy: 'name', label: 'Nombre' },
  { sortBy: 'email', label: 'Correo electrónico' },
  { sortBy: 'createdAt', label: 'Alta' },
  { sortBy: 'lastLoginAt', label: 'Último acceso' },
];

const dateOf = (ms: number | null) => (ms === null ? '—' : dayjs(ms).format('DD/MM/YYYY HH:mm'));

/** One list of tab 2: search (1000 ms), sortable columns, 10 per page, select, delete and add. */
export function AccountTable({ kind }: { kind: AccountListKind }) {
  const headingId = useId();
  const searchId = useId();
  const { label, canAdd, singular } = accountKinds[kind];
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ sortBy: SortBy; sortAt: 'asc' | 'desc' }>({ sortBy: 'createdAt', sortAt: 'desc' });
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const settledSearch = useDebounced(search.trim(), searchDelayMs);
  const list = useAccounts(kind, { search: settledSearch, ...sort, page, limit: pageSize });
  const remove = useChangeDeletions('delete', kind);
  const rows = list.data?.data ?? [];
  const total = list.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const selection = useSelection(rows);
  const { selected, chosen, toggle, clear } = selection;

  const sortOn = (sortBy: SortBy) => {
    setSort((current) => ({
      sortBy,
      sortAt: current.sortBy === sortBy && current.sortAt === 'asc' ? 'desc' : 'asc',
    }));
    setPage(1);
  };
  const askDelete = () => (chosen.length === 0 ? notify.error(selectAtLeastOne[kind]) : setConfirming(true));
  const confirm = () =>
    remove.mutate(chosen, {
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
        <h3 id={headingId}>{label}</h3>
        <div className="admin-actions">
          <label className="visually-hidden" htmlFor={searchId}>
            Buscar {label.toLowerCase()}
          </label>
          <input
            id={searchId}
            className="input admin-search"
            type="search"
            placeholder="Buscar por nombre o correo"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
              clear();
            }}
          />
          <button type="button" className="button button-outline" onClick={askDelete}>
            Eliminar seleccionados
          </button>
          {canAdd && (
            <button type="button" className="button button-accent" onClick={() => setAdding(true)}>
              Agregar {singular}
            </button>
          )}
        </div>
      </div>
      <div className="admin-table-scroll">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">
                <SelectAllCheckbox label="Seleccionar toda la página" selection={selection} />
              </th>
              {columns.map((column) => (
                <th
                  key={column.sortBy}
                  scope="col"
                  aria-sort={
                    sort.sortBy === column.sortBy ? (sort.sortAt === 'asc' ? 'ascending' : 'descending') : undefined
                  }
                >
                  <button type="button" className="admin-sort" onClick={() => sortOn(column.sortBy)}>
                    {column.label}
                    <span aria-hidden="true">
                      {sort.sortBy === column.sortBy ? (sort.sortAt === 'asc' ? ' ▲' : ' ▼') : ' ↕'}
                    </span>
                  </button>
                </th>
              ))}
              {kind === 'users' && <th scope="col">Estado</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row._id}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Seleccionar ${row.email}`}
                    checked={selected.has(row._id)}
                    onChange={() => toggle(row._id)}
                  />
                </td>
                <td>{row.name || (row.onBoarded ? '—' : 'Invitación pendiente')}</td>
                <td>{row.email}</td>
                <td>{dateOf(row.createdAt)}</td>
                <td>{dateOf(row.lastLoginAt)}</td>
                {kind === 'users' && <td>{row.state ?? '—'}</td>}
              </tr>
            ))}
          </tbody>
        </table>
        {list.isPending && <p className="admin-status">{messages.loading}</p>}
        {!list.isPending && rows.length === 0 && <p className="admin-status">{messages.empty.noData}</p>}
      </div>
      <nav className="admin-pager" aria-label={`Páginas de ${label.toLowerCase()}`}>
        <button
          type="button"
          className="button button-outline"
          disabled={page <= 1}
          onClick={() => {
            setPage(page - 1);
            clear();
          }}
        >
          Anterior
        </button>
        <span aria-live="polite">
          Página {page} de {pages} · {total} en total
        </span>
        <button
          type="button"
          className="button button-outline"
          disabled={page >= pages}
          onClick={() => {
            setPage(page + 1);
            clear();
          }}
        >
          Siguiente
        </button>
      </nav>
      {confirming && (
        <ConfirmDialog
          title="Eliminar cuentas"
          description={`¿Eliminar ${chosen.length === 1 ? 'la cuenta seleccionada' : `las ${chosen.length} cuentas seleccionadas`}? Pasarán a la cola y se eliminarán en 4 horas; hasta entonces puedes revocarlo.`}
          confirmLabel="Sí, eliminar"
          pending={remove.isPending}
          onConfirm={confirm}
          onClose={() => setConfirming(false)}
        />
      )}
      {adding && canAdd && (
        <AddStaffDialog role={kind === 'admins' ? 'admin' : 'moderator'} onClose={() => setAdding(false)} />
      )}
    </section>
  );
}
