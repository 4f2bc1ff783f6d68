import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { staffLoginSchema } from '../../../../../events/schemas/accounts.ts';
import { Field } from '../../../components/form/Field.tsx';
import { PasswordInput } from '../../../components/form/PasswordInput.tsx';
import { SubmitButton } from '../../../components/form/SubmitButton.tsx';
import { paths } from '../../../config/paths.ts';
import type { StaffRole } from '../../../lib/session.ts';
import { notify } from '../../../lib/toast.ts';
import { staffLogin } from '../api/staff-login.ts';
import { staffResendOtp } from '../api/staff-resend-otp.ts';
import { staffVerifyOtp } from '../api/staff-verify-otp.ts';
import { useStaffSignIn } from '../hooks/use-staff-sign-in.ts';
import { OtpDialog } from './OtpDialog.tsx';
import type { PendingCode } from './UserOtpDialog.tsx';

const forgotPasswordPaths: Record<StaffRole, string> = {
  admin: paths.adminForgotPassword,
  moderator: paths.moderatorForgotPassword,
};

/** Admin or moderator login: e-mail and password, then the mailed one-time code, in the users' code dialog. */
export function StaffLoginForm({ role }: { role: StaffRole }) {
  const signIn = useStaffSignIn(role);
  const [pending, setPending] = useState<PendingCode | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(staffLoginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (credentials) => {
    try {
      const response = await staffLogin(role, credentials);
      notify.success(response.message);
      setPending({ userId: response.data._id, email: credentials.email });
    } catch (err) {
      notify.error(err);
    }
  });

  return (
    <>
      <form className="form" onSubmit={onSubmit} noValidate>
        <Field label="Correo electrónico" error={errors.email?.message}>
          {(aria) => <input {...aria} {...register('email')} className="input" type="email" autoComplete="username" />}
        </Field>
        <Field label="Contraseña" error={errors.password?.message}>
          {(aria) => <PasswordInput {...aria} {...register('password')} autoComplete="current-password" />}
        </Field>
        <Link href={forgotPasswordPaths[role]} className="text-link form-aside">
          ¿Olvidaste tu contraseña?
        </Link>
        <SubmitButton pending={isSubmitting}>Iniciar sesión</SubmitButton>
      </form>
      {pending && (
        <OtpDialog
          email={pending.email}
          onVerify={async (otp) => signIn(await staffVerifyOtp(role, pending.userId, otp))}
          onResend={() => staffResendOtp(role, pending.userId)}
          onClose={() => setPending(null)}
        />
      )}
    </>
  );
}
