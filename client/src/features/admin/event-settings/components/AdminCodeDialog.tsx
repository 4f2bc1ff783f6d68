import { type FormEvent, useEffect, useRef, useState } from 'react';
import { messages } from '../../../../../../events/schemas/messages.ts';
import { Dialog } from '../../../../components/Dialog.tsx';
import { Field } from '../../../../components/form/Field.tsx';
import { SubmitButton } from '../../../../components/form/SubmitButton.tsx';
import { notify } from '../../../../lib/toast.ts';
import { useSendAdminCode } from '../api/send-admin-code.ts';
import { useVerifyAdminCode } from '../api/verify-admin-code.ts';

type AdminCodeDialogProps = { onVerified: () => void; onClose: () => void };

/** SPEC §4: a valid admin one-time code comes before the event update; a wrong one shows the server's message. */
export function AdminCodeDialog({ onVerified, onClose }: AdminCodeDialogProps) {
  const send = useSendAdminCode();
  const { mutate: sendCode } = send;
  const verify = useVerifyAdminCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const sent = useRef(false);
  const input = useRef<HTMLInputElement>(null);

  // Once per opening, even when React runs effects twice in development.
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    sendCode(undefined, { onSuccess: (answer) => notify.info(answer.message) });
  }, [sendCode]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) return setError(messages.validation.otpFormat);
    verify.mutate(code, {
      onSuccess: (answer) => {
        if (answer.data.correctOtp) onVerified();
      },
      onError: (failure) => {
        notify.error(failure);
        setCode('');
        input.current?.focus();
      },
    });
  };

  return (
    <Dialog
      title="Confirma el cambio"
      description="Escribe el código de 6 dígitos que enviamos a tu correo. Vence en 5 minutos."
      onClose={onClose}
      initialFocus={input}
    >
      <form className="form" onSubmit={onSubmit} noValidate>
        <Field label="Código de verificación" error={error}>
          {(aria) => (
            <input
              {...aria}
              ref={input}
              className="input admin-code-input"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(change) => {
                setError(undefined);
                setCode(change.target.value.replace(/\D/g, '').slice(0, 6));
              }}
            />
          )}
        </Field>
        <div className="dialog-actions">
          <button
            type="button"
            className="button button-outline"
            onClick={() => send.mutate(undefined, { onSuccess: (answer) => notify.info(answer.message) })}
          >
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
