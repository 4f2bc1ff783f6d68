import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { votingLoginSchema } from '../../../../../events/schemas/accounts.ts';
import { Dialog } from '../../../components/Dialog.tsx';
import { Field } from '../../../components/form/Field.tsx';
import { SubmitButton } from '../../../components/form/SubmitButton.tsx';
import { paths } from '../../../config/paths.ts';
import type { VotingLogin } from '../api/voting-login.ts';

type VoterEmailDialogProps = { pending: boolean; onSubmit: (request: VotingLogin) => void; onClose: () => void };

/** A visitor's e-mail before voting or sharing: a code is sent there (SPEC §4 "one-time-code flow"). */
export function VoterEmailDialog({ pending, onSubmit, onClose }: VoterEmailDialogProps) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(votingLoginSchema),
    defaultValues: { email: '', termsAndConditions: true as const, wantUpdates: true },
  });
  const { errors } = formState;

  return (
    <Dialog
      title="Verifica tu correo para votar"
      description="Te enviaremos un código de 6 dígitos. Con él podrás votar y compartir sin crear una cuenta."
      onClose={onClose}
    >
      <form
        className="form"
        onSubmit={handleSubmit(({ email, wantUpdates }) => onSubmit({ email, wantUpdates }))}
        noValidate
      >
        <Field label="Correo electrónico" error={errors.email?.message}>
          {(aria) => <input {...aria} {...register('email')} className="input" type="email" autoComplete="email" />}
        </Field>
        <label className="choice">
          <input type="checkbox" {...register('wantUpdates')} />
          Quiero recibir noticias del concurso
        </label>
        <p className="field-hint">
          Al continuar aceptas los{' '}
          <a href={paths.terms} className="text-link" target="_blank" rel="noreferrer">
            términos y condiciones<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
          </a>
          .
        </p>
        <SubmitButton pending={pending} className="button button-accent button-block">
          {pending ? 'Enviando código...' : 'Enviar código'}
        </SubmitButton>
      </form>
    </Dialog>
  );
}
