import { useState } from 'react';
import { ExportDialog } from './ExportDialog.tsx';

/** Tab 1's export-data button and its modal. */
export function ExportButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button-accent" onClick={() => setOpen(true)}>
        Exportar datos
      </button>
      {open && <ExportDialog onClose={() => setOpen(false)} />}
    </>
  );
}
