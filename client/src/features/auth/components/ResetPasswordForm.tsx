import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { resetPasswordFormSchema } from '../../../../../events/schemas/accounts.ts';
import { Field } from '../../../components/form/Field.tsx';
import { PasswordInput } from '../../../components/form/PasswordInput.tsx';
import { SubmitButton } from '../../../components/form/SubmitButton.tsx';
import { paths } from '../../../config/paths.ts';
import { notify } from '../../../lib/toast.ts';
import { resetPassword } from '../api/reset-password.ts';
import { userPasswordHint } from './hints.ts';

/** A user's new password from the e-mailed link; then on to the login page. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [, navigate] = useLocation();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      notify.success((await resetPassword(token, password)).message);
      navigate(paths.login, { replace: true });
    } catch (err) {
      notify.error(err);
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <Field
        label="Nueva contraseña"
        error={errors.password?.message}
        hint={userPasswordHint}
      >
        {(aria) => <PasswordInput {...aria} {...register('password')} autoComplete="new-password" />}
      </Field>
      <Field label="Confirmar contraseña" error={errors.confirmPassword?.message}>
        {(aria) => <PasswordInput {...aria} {...register('confirmPassword')} autoComplete="new-password" />}
      </Field>
      <SubmitButton pending={isSubmitting}>
        Restablecer contraseña
      </SubmitButton>
    </form>
  );
}
