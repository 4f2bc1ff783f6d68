type PaginationProps = { page: number; totalPages: number; onChange: (page: number) => void };

/** Previous, the pages around this one, next. */
export function Pagination({ page, totalPages, onChange }: PaginationProps) {
  const first = Math.max(1, Math.min(page - 2, totalPages - 4));
  const pages = Array.from({ length: Math.min(5, totalPages) }, (_, i) => first + i);
  return (
    <nav className="pagination" aria-label="Páginas de la galería">
      <button type="button" className="pagination-step" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Anterior
      </button>
      <ol>
        {pages.map((number) => (
          <li key={number}>
            <button
              type="button"
              className="pagination-page"
              aria-current={number === page ? 'page' : undefined}
              aria-label={`Página ${number}`}
              onClick={() => onChange(number)}
            >
              {number}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="pagination-step"
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        Siguiente
      </button>
    </nav>
  );
}
