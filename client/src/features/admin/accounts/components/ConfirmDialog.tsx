import { useRef } from 'react';
import { Dialog } from '../../../../components/Dialog.tsx';

type ConfirmDialogProps = {
  title: string;
  description: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a deletion or a revoke; the safe choice has the focus. */
export function ConfirmDialog({ title, description, confirmLabel, pending, onConfirm, onClose }: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog title={title} description={description} onClose={onClose} initialFocus={cancel}>
      <div className="dialog-actions">
        <button ref={cancel} type="button" className="button button-outline" onClick={onClose}>
          Cancelar
        </button>
        <button
          type="button"
          className="button button-accent"
          aria-disabled={pending || undefined}
          onClick={() => !pending && onConfirm()}
        >
          {pending ? 'Procesando...' : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
