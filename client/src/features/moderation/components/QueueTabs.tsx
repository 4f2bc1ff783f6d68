import type { KeyboardEvent } from 'react';
import type { QueueTab } from '../api/get-review-queue.ts';

const tabs: { value: QueueTab; label: string }[] = [
  { value: 'all', label: 'Todos los diseños' },
  { value: 'reject', label: 'Diseños rechazados' },
];

export const tabPanelId = 'moderation-panel';
const tabId = (tab: QueueTab) => `moderation-tab-${tab}`;

type QueueTabsProps = { current: QueueTab; onChange: (tab: QueueTab) => void };

/** The two tabs of SPEC §2; arrow keys move between them as in any tab list. */
export function QueueTabs({ current, onChange }: QueueTabsProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = current === 'all' ? 'reject' : 'all';
    onChange(next);
    document.getElementById(tabId(next))?.focus();
  };
  return (
    <div className="moderation-tabs" role="tablist" aria-label="Diseños por revisar">
      {tabs.map((tab) => (
        <button
          key={tab.value}
          id={tabId(tab.value)}
          type="button"
          role="tab"
          className="moderation-tab"
          aria-selected={current === tab.value}
          aria-controls={tabPanelId}
          tabIndex={current === tab.value ? 0 : -1}
          onClick={() => onChange(tab.value)}
          onKeyDown={onKeyDown}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
