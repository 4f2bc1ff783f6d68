import { type FormEvent, useEffect, useRef } from 'react';
import { messages } from '../../../../../../events/schemas/messages.ts';
import { Dialog } from '../../../../components/Dialog.tsx';
import { OtpField, useOtpEntry } from '../../../../components/form/OtpInput.tsx';
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
  const entry = useOtpEntry();
  const { digits, setDigits, setError, startOver } = entry;
  const sent = useRef(false);

  // Once per opening, even when React runs effects twice in development.
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    sendCode(undefined, { onSuccess: (answer) => notify.info(answer.message) });
  }, [sendCode]);

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
      initialFocus={entry.firstBox}
    >
      <form className="otp-form" onSubmit={onSubmit} noValidate>
        <OtpField
          entry={entry}
          onChange={(next) => {
            setError('');
            setDigits(next);
          }}
        />
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
