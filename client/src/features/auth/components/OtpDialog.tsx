import { type FormEvent, useState } from 'react';
import { Dialog } from '../../../components/Dialog.tsx';
import { OtpField, useOtpEntry } from '../../../components/form/OtpInput.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { useCountdown } from '../hooks/use-countdown.ts';

const RESEND_WAIT_SECONDS = 60;

type OtpDialogProps = {
  email: string;
  /** Resolves when the code was accepted; a rejection keeps the dialog open. */
  onVerify: (otp: string) => Promise<void>;
  onResend: () => Promise<{ message: string }>;
  onClose: () => void;
};

/** The one-time-code step after login, sign-up or a voter's e-mail. */
export function OtpDialog({ email, onVerify, onResend, onClose }: OtpDialogProps) {
  const entry = useOtpEntry();
  const { digits, startOver } = entry;
  const [verifying, setVerifying] = useState(false);
  const { secondsLeft, restart } = useCountdown(RESEND_WAIT_SECONDS);
  const complete = digits.every(Boolean);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || verifying) return;
    setVerifying(true);
    try {
      await onVerify(digits.join(''));
    } catch (err) {
      notify.error(err);
      startOver(errorMessage(err));
    } finally {
      setVerifying(false);
    }
  };

  const resend = async () => {
    try {
      notify.success((await onResend()).message);
      restart();
      startOver('');
    } catch (err) {
      notify.error(err);
    }
  };

  return (
    <Dialog
      title="Verifica tu correo electrónico"
      description={`Enviamos un código de 6 dígitos a ${email}. Escríbelo para continuar.`}
      onClose={onClose}
      initialFocus={entry.firstBox}
    >
      <form className="otp-form" onSubmit={verify} noValidate>
        <OtpField entry={entry} />
        <button type="submit" className="button button-accent button-block" disabled={!complete || verifying}>
          {verifying ? 'Verificando...' : 'Verificar'}
        </button>
        <div className="otp-resend">
          {secondsLeft > 0 ? (
            <p>Reenviar Código en {secondsLeft}s</p>
          ) : (
            <button type="button" className="link-button" onClick={resend}>
              Reenviar Código
            </button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
