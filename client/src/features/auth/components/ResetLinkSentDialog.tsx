import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { Dialog } from '../../../components/Dialog.tsx';
import { loginPaths } from '../../../config/paths.ts';
import type { AccountKind } from '../api/logout.ts';

type ResetLinkSentDialogProps = {
  kind: AccountKind;
  email: string;
  onResend: () => Promise<void>;
  onClose: () => void;
};

/** Confirms that a reset link was mailed: Resend asks again, Continue opens the matching login page. */
export function ResetLinkSentDialog({ kind, email, onResend, onClose }: ResetLinkSentDialogProps) {
  const [, navigate] = useLocation();
  const [resending, setResending] = useState(false);
  const continueButton = useRef<HTMLButtonElement>(null);

  const resend = async () => {
    if (resending) return;
    setResending(true);
    await onResend();
    setResending(false);
  };

  return (
    <Dialog
      title="Revisa tu correo electrónico"
      description={`Si ${email} tiene una cuenta, te enviamos un enlace para restablecer tu contraseña. Revisa también la carpeta de correo no deseado.`}
      onClose={onClose}
      initialFocus={continueButton}
    >
      <div className="dialog-actions">
        <button type="button" className="button button-outline" onClick={resend} aria-disabled={resending}>
          Reenviar
        </button>
        <button
          ref={continueButton}
          type="button"
          className="button button-accent"
          onClick={() => navigate(loginPaths[kind])}
        >
          Continuar
        </button>
      </div>
    </Dialog>
  );
}
