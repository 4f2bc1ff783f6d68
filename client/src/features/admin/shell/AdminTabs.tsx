import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

export type AdminTab = { readonly id: string; readonly label: string; readonly render: () => ReactNode };

/** WAI-ARIA tabs: arrows, Home and End move between them; only the chosen panel is mounted. */
export function AdminTabs({ tabs, initial }: { tabs: readonly AdminTab[]; initial?: string }) {
  const baseId = useId();
  const [selected, setSelected] = useState(initial ?? tabs[0]?.id);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  );

  const choose = (next: number) => {
    const tab = tabs[(next + tabs.length) % tabs.length];
    if (!tab) return;
    setSelected(tab.id);
    buttons.current[tabs.indexOf(tab)]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };

  const current = tabs[index];
  return (
    <div className="admin-tabs">
      <div className="admin-tablist" role="tablist" aria-label="Secciones de administración" onKeyDown={onKeyDown}>
        {tabs.map((tab, position) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[position] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab.id}-tab`}
            aria-controls={`${baseId}-${tab.id}-panel`}
            aria-selected={tab.id === current?.id}
            tabIndex={tab.id === current?.id ? 0 : -1}
            className="admin-tab"
            onClick={() => setSelected(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={`${baseId}-${current.id}-panel`}
          aria-labelledby={`${baseId}-${current.id}-tab`}
          className="admin-panel"
        >
          {current.render()}
        </div>
      )}
    </div>
  );
}
