import { Dialog } from '../../../components/Dialog.tsx';

type FirstVisitDialogProps = {
  onDecline: () => void;
  onAccept: () => void;
  onClose: () => void;
};

/** SPEC §2: a first visitor is offered the tour of how the anniversary is celebrated. */
export function FirstVisitDialog({ onDecline, onAccept, onClose }: FirstVisitDialogProps) {
  return (
    <Dialog
      title="¡Bienvenido al 10.º aniversario!"
      description="¿Quieres saber cómo celebramos el aniversario? Te mostramos en dos pasos cómo participar por un sedán compacto híbrido 2025."
      onClose={onClose}
    >
      <div className="dialog-actions">
        <button type="button" className="button button-outline" onClick={onDecline}>
          No, gracias
        </button>
        <button type="button" className="button button-accent" onClick={onAccept}>
          Ver tutorial
        </button>
      </div>
    </Dialog>
  );
}
