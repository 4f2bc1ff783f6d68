import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { staffPasswordFormSchema } from '../../../../../events/schemas/accounts.ts';
import { Field } from '../../../components/form/Field.tsx';
import { NewPasswordFields } from '../../../components/form/NewPasswordFields.tsx';
import { SubmitButton } from '../../../components/form/SubmitButton.tsx';
import { loginPaths } from '../../../config/paths.ts';
import type { StaffRole } from '../../../lib/session.ts';
import { notify } from '../../../lib/toast.ts';
import { useStaffOnboard } from '../api/staff-onboard.ts';
import { useStaffResetPassword } from '../api/staff-reset-password.ts';
import { useStaffSignIn } from '../hooks/use-staff-sign-in.ts';

type StaffPasswordMode = 'add' | 'reset';

type StaffPasswordFormProps = { mode: StaffPasswordMode; role: StaffRole; token: string };

/** From a staff e-mail link: an invited member adds name and password (and is signed in), or resets the password. */
export function StaffPasswordForm({ mode, role, token }: StaffPasswordFormProps) {
  const [, navigate] = useLocation();
  const signIn = useStaffSignIn(role);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(staffPasswordFormSchema(mode)),
    defaultValues: { name: '', password: '', confirmPassword: '' },
  });
  const { errors } = formState;
  const onboard = useStaffOnboard();
  const resetPassword = useStaffResetPassword();

  const onSubmit = handleSubmit(({ name = '', password }) => {
    if (mode === 'add') return onboard.mutate({ role, token, name, password }, { onSuccess: signIn });
    resetPassword.mutate(
      { role, token, password },
      {
        onSuccess: ({ message }) => {
          notify.success(message);
          navigate(loginPaths[role], { replace: true });
        },
      },
    );
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      {mode === 'add' && (
        <Field label="Nombre" error={errors.name?.message}>
          {(aria) => <input {...aria} {...register('name')} className="input" autoComplete="name" />}
        </Field>
      )}
      <NewPasswordFields register={register} errors={errors} label="Contraseña" hint="Mínimo 8 caracteres." />
      <SubmitButton pending={onboard.isPending || resetPassword.isPending}>
        {mode === 'add' ? 'Crear cuenta' : 'Restablecer contraseña'}
      </SubmitButton>
    </form>
  );
}
