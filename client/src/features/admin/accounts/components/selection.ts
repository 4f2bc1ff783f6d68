import { useState } from 'react';

/** The ids ticked in one table, of the rows it shows now; a new page or list starts with none. */
export function useSelection(rows: readonly { _id: string }[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const chosen = rows.filter((row) => selected.has(row._id)).map((row) => row._id);
  return {
    selected,
    chosen,
    allChosen: rows.length > 0 && chosen.length === rows.length,
    toggle,
    setAll: (on: boolean) => setSelected(on ? new Set(rows.map((row) => row._id)) : new Set()),
    clear: () => setSelected(new Set()),
  };
}

export type Selection = ReturnType<typeof useSelection>;
