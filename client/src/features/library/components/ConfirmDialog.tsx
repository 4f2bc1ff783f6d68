import { Dialog } from '../../../components/Dialog.tsx';
import { SubmitButton } from '../../../components/form/SubmitButton.tsx';

type ConfirmDialogProps = {
  title: string;
  description: string;
  confirm: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

export function ConfirmDialog({ title, description, confirm, pending, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Dialog title={title} description={description} onClose={onClose}>
      <form
        className="confirm-actions"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        <button type="button" className="button button-outline" onClick={onClose}>
          Cancelar
        </button>
        <SubmitButton pending={pending} className="button button-accent">
          {confirm}
        </SubmitButton>
      </form>
    </Dialog>
  );
}
