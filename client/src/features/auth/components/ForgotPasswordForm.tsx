import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { forgotPasswordSchema } from '../../../../../events/schemas/accounts.ts';
import { Field } from '../../../components/form/Field.tsx';
import { SubmitButton } from '../../../components/form/SubmitButton.tsx';
import { notify } from '../../../lib/toast.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import type { AccountKind } from '../api/logout.ts';
import { ResetLinkSentDialog } from './ResetLinkSentDialog.tsx';

/** E-mail for a reset link, then the confirmation dialog with Resend and Continue. */
export function ForgotPasswordForm({ kind }: { kind: AccountKind }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { errors } = formState;
  const forgotPassword = useForgotPassword();

  // Settles either way (the error toast comes from the mutation), so the dialog's Resend can wait for it.
  const send = (email: string) =>
    forgotPassword.mutateAsync({ kind, email }).then(
      ({ message }) => {
        notify.success(message);
        setSentTo(email);
      },
      () => undefined,
    );

  return (
    <>
      <form className="form" onSubmit={handleSubmit(({ email }) => send(email))} noValidate>
        <Field label="Correo electrónico" error={errors.email?.message}>
          {(aria) => <input {...aria} {...register('email')} className="input" type="email" autoComplete="email" />}
        </Field>
        <SubmitButton pending={forgotPassword.isPending}>Enviar enlace</SubmitButton>
      </form>
      {sentTo && (
        <ResetLinkSentDialog kind={kind} email={sentTo} onResend={() => send(sentTo)} onClose={() => setSentTo(null)} />
      )}
    </>
  );
}
