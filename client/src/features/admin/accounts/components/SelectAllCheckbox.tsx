import type { Selection } from './selection.ts';

/** The header box that ticks or clears every row the table shows. */
export function SelectAllCheckbox({ label, selection }: { label: string; selection: Selection }) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={selection.allChosen}
      onChange={(event) => selection.setAll(event.target.checked)}
    />
  );
}
