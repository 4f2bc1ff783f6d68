import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { createStaffSchema } from '../../../../../../events/schemas/accounts.ts';
import { Dialog } from '../../../../components/Dialog.tsx';
import { Field } from '../../../../components/form/Field.tsx';
import { SubmitButton } from '../../../../components/form/SubmitButton.tsx';
import { notify } from '../../../../lib/toast.ts';
import { useInviteStaff } from '../api/invite-staff.ts';

const titles = { admin: 'Agregar administrador', moderator: 'Agregar moderador' } as const;

/** Add admin/moderator by e-mail (SPEC §3): the server mails the onboarding link. */
export function AddStaffDialog({ role, onClose }: { role: 'admin' | 'moderator'; onClose: () => void }) {
  const invite = useInviteStaff(role);
  const { register, handleSubmit, formState } = useForm<{ email: string }>({
    resolver: zodResolver(createStaffSchema),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(({ email }) =>
    invite.mutate(email, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        onClose();
      },
    }),
  );
  return (
    <Dialog title={titles[role]} description="Le enviaremos un enlace para crear su contraseña." onClose={onClose}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <Field label="Correo electrónico" error={formState.errors.email?.message}>
          {(aria) => <input {...aria} {...register('email')} className="input" type="email" autoComplete="off" />}
        </Field>
        <div className="dialog-actions">
          <SubmitButton pending={invite.isPending} className="button button-accent">
            {invite.isPending ? 'Enviando...' : 'Enviar invitación'}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
