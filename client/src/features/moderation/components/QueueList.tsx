import type { ReviewQueueItem } from '../../../../../events/schemas/moderation.ts';
import { shortName } from './design-names.ts';

type QueueListProps = {
  items: readonly ReviewQueueItem[];
  selectedId: string | null;
  onSelect: (designId: string) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
};

/** The left column: thumbnails with names cut at 30 characters, newest on top, and 'Cargar más'. */
export function QueueList({ items, selectedId, onSelect, hasMore, loadingMore, onLoadMore }: QueueListProps) {
  return (
    <div className="queue-list">
      <ul aria-label="Diseños de la pestaña">
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className="queue-item"
              aria-current={item.id === selectedId ? 'true' : undefined}
              title={item.name}
              onClick={() => onSelect(item.id)}
            >
              <img src={item.thumbnail} alt="" width={96} height={54} loading="lazy" />
              <span className="queue-item-name">{shortName(item.name)}</span>
              {item.badPrompts.length > 0 && <span className="queue-item-flag">Indicación marcada</span>}
            </button>
          </li>
        ))}
      </ul>
      {hasMore && (
        <button type="button" className="button button-outline queue-more" disabled={loadingMore} onClick={onLoadMore}>
          {loadingMore ? 'Cargando...' : 'Cargar más'}
        </button>
      )}
    </div>
  );
}
