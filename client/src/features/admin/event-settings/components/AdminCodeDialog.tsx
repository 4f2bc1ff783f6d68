import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { messages } from '../../../../../../events/schemas/messages.ts';
import { Dialog } from '../../../../components/Dialog.tsx';
import { emptyOtp, OtpInput } from '../../../../components/form/OtpInput.tsx';
import { SubmitButton } from '../../../../components/form/SubmitButton.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { notify } from '../../../../lib/toast.ts';
import { useSendAdminCode } from '../api/send-admin-code.ts';
import { useVerifyAdminCode } from '../api/verify-admin-code.ts';

type AdminCodeDialogProps = { onVerified: () => void; onClose: () => void };

/** SPEC §4: a valid admin one-time code comes before the event update; a wrong one shows the server's message. */
export function AdminCodeDialog({ onVerified, onClose }: AdminCodeDialogProps) {
  const send = useSendAdminCode();
  const { mutate: sendCode } = send;
  const verify = useVerifyAdminCode();
  const [digits, setDigits] = useState(emptyOtp);
  const [error, setError] = useState('');
  const sent = useRef(false);
  const firstBox = useRef<HTMLInputElement>(null);
  const labelId = useId();

  // Once per opening, even when React runs effects twice in development.
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    sendCode(undefined, { onSuccess: (answer) => notify.info(answer.message) });
  }, [sendCode]);

  const startOver = (message: string) => {
    setError(message);
    setDigits(emptyOtp());
    firstBox.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const code = digits.join('');
    if (!/^\d{6}$/.test(code)) return setError(messages.validation.otpFormat);
    verify.mutate(code, {
      onSuccess: (answer) => {
        if (answer.data.correctOtp) onVerified();
      },
      onError: (failure) => {
        notify.error(failure);
        startOver(errorMessage(failure));
      },
    });
  };

  const resend = () =>
    send.mutate(undefined, {
      onSuccess: (answer) => {
        notify.info(answer.message);
        startOver('');
      },
    });

  return (
    <Dialog
      title="Confirma el cambio"
      description="Escribe el código de 6 dígitos que enviamos a tu correo. Vence en 5 minutos."
      onClose={onClose}
      initialFocus={firstBox}
    >
      <form className="otp-form" onSubmit={onSubmit} noValidate>
        <p id={labelId} className="field-label">
          Código de verificación
        </p>
        <OtpInput
          digits={digits}
          onChange={(next) => {
            setError('');
            setDigits(next);
          }}
          labelledBy={labelId}
          firstRef={firstBox}
        />
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="dialog-actions">
          <button type="button" className="button button-outline" onClick={resend}>
            Reenviar código
          </button>
          <SubmitButton pending={verify.isPending} className="button button-accent">
            {verify.isPending ? 'Verificando...' : 'Confirmar y guardar'}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
