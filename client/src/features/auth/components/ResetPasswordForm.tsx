import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { resetPasswordFormSchema } from '../../../../../events/schemas/accounts.ts';
import { NewPasswordFields } from '../../../components/form/NewPasswordFields.tsx';
import { SubmitButton } from '../../../components/form/SubmitButton.tsx';
import { paths } from '../../../config/paths.ts';
import { notify } from '../../../lib/toast.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { userPasswordHint } from './hints.ts';

/** A user's new password from the e-mailed link; then on to the login page. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [, navigate] = useLocation();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = formState;
  const resetPassword = useResetPassword();

  const onSubmit = handleSubmit(({ password }) =>
    resetPassword.mutate(
      { token, password },
      {
        onSuccess: ({ message }) => {
          notify.success(message);
          navigate(paths.login, { replace: true });
        },
      },
    ),
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <NewPasswordFields register={register} errors={errors} label="Nueva contraseña" hint={userPasswordHint} />
      <SubmitButton pending={resetPassword.isPending}>Restablecer contraseña</SubmitButton>
    </form>
  );
}
