import { Field } from '../../../components/form/Field.tsx';

type ReviewSearchProps = {
  search: string;
  onSearch: (search: string) => void;
  sortOrder: 'asc' | 'desc';
  onSortOrder: (order: 'asc' | 'desc') => void;
  total: number | undefined;
};

/** Search by design name (sent 1 s after typing stops) and the order of the list. */
export function ReviewSearch({ search, onSearch, sortOrder, onSortOrder, total }: ReviewSearchProps) {
  return (
    <div className="review-search">
      <Field label="Buscar diseño">
        {(control) => (
          <input
            {...control}
            type="search"
            className="input"
            placeholder="Nombre"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
          />
        )}
      </Field>
      <Field label="Orden">
        {(control) => (
          <select
            {...control}
            className="input"
            value={sortOrder}
            onChange={(event) => onSortOrder(event.target.value as 'asc' | 'desc')}
          >
            <option value="desc">Más recientes</option>
            <option value="asc">Más antiguos</option>
          </select>
        )}
      </Field>
      {total !== undefined && (
        <p className="review-search-total" aria-live="polite">
          {total === 1 ? '1 diseño en esta pestaña' : `${total} diseños en esta pestaña`}
        </p>
      )}
    </div>
  );
}
