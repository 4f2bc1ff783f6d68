import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { resetPasswordFormSchema } from '../../../../../events/schemas/accounts.ts';
import { NewPasswordFields } from '../../../components/form/NewPasswordFields.tsx';
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
      <NewPasswordFields register={register} errors={errors} label="Nueva contraseña" hint={userPasswordHint} />
      <SubmitButton pending={isSubmitting}>Restablecer contraseña</SubmitButton>
    </form>
  );
}
