import { useEffect, useRef, useState } from 'react';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { useLiveRoom } from '../../../lib/socket.ts';
import { notify } from '../../../lib/toast.ts';
import { type QueueTab, useReviewQueue } from '../api/get-review-queue.ts';
import { moderationRoom, onModerationNotice } from '../api/moderation-room.ts';
import { useReviewDesign } from '../api/review-design.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { useSelectedDesign } from '../hooks/use-selected-design.ts';
import { DesignPreview } from './DesignPreview.tsx';
import { shortName } from './design-names.ts';
import { QueueList } from './QueueList.tsx';
import { QueueTabs, tabPanelId } from './QueueTabs.tsx';
import { ReviewCounters } from './ReviewCounters.tsx';
import { ReviewPanel } from './ReviewPanel.tsx';
import { ReviewSearch } from './ReviewSearch.tsx';
import './moderation.css';

const searchDelayMs = 1000;

/** /disenos-marcados: the live review queue (SPEC §2 "Moderator review", §4). */
export function ModerationScreen() {
  usePageTitle('Diseños marcados');
  useLiveRoom(moderationRoom);
  const [tab, setTab] = useState<QueueTab>('all');
  const [search, setSearch] = useState('');
  const [sortOrder, setSortOrder] = useState<'asc' | 'desc'>('desc');
  const settledSearch = useDebouncedValue(search.trim(), searchDelayMs);
  const queue = useReviewQueue({ type: tab, search: settledSearch, sortOrder });
  const { selected, select, selectNextAfter } = useSelectedDesign(queue.items);
  const reviewedHere = useRef(new Set<string>());
  const onScreen = useRef(selected);
  onScreen.current = selected;
  const review = useReviewDesign({
    onMutate: (sent) => {
      reviewedHere.current.add(sent.glbModelId);
      selectNextAfter(sent.glbModelId);
    },
    onSuccess: (reviewed) => notify.success(reviewed.message),
  });

  // A design another moderator has just reviewed leaves the list; if it was on screen, say so.
  useEffect(
    () =>
      onModerationNotice((notice) => {
        const shown = onScreen.current;
        if (notice.type !== 'reviewed' || notice.designId !== shown?.id) return;
        if (reviewedHere.current.has(shown.id)) return;
        notify.info(`Otro moderador acaba de revisar «${shortName(shown.name)}».`);
      }),
    [],
  );

  return (
    <section className="moderation" aria-labelledby="moderation-title">
      <header className="moderation-head">
        <div>
          <p className="eyebrow">Moderación</p>
          <h1 id="moderation-title">Diseños marcados</h1>
        </div>
        {tab === 'all' && <ReviewCounters counts={queue.counts} />}
      </header>
      <QueueTabs current={tab} onChange={setTab} />
      <div className="moderation-board" role="tabpanel" id={tabPanelId} aria-labelledby={`moderation-tab-${tab}`}>
        <div className="moderation-search">
          <ReviewSearch
            search={search}
            onSearch={setSearch}
            sortOrder={sortOrder}
            onSortOrder={setSortOrder}
            total={queue.counts?.totalcount}
          />
        </div>
        <div className="moderation-queue">
          {queue.isPending ? (
            <p className="moderation-status">Cargando...</p>
          ) : queue.items.length === 0 ? (
            <p className="moderation-status">Ningún diseño disponible</p>
          ) : (
            <QueueList
              items={queue.items}
              selectedId={selected?.id ?? null}
              onSelect={select}
              hasMore={queue.hasNextPage}
              loadingMore={queue.isFetchingNextPage}
              onLoadMore={() => void queue.fetchNextPage()}
            />
          )}
        </div>
        <div className="moderation-stage">
          {selected ? (
            <DesignPreview design={selected} />
          ) : (
            <div className="moderation-empty">
              <p className="moderation-empty-title">Ningún diseño disponible</p>
              <p>Los diseños nuevos aparecen aquí en cuanto sus autores los envían.</p>
            </div>
          )}
        </div>
        <div className="moderation-actions">
          <ReviewPanel
            key={selected?.id}
            tab={tab}
            design={selected}
            busy={review.isPending}
            onReview={(sent) => review.mutate(sent)}
          />
        </div>
      </div>
    </section>
  );
}
