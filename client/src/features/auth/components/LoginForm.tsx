import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearch } from 'wouter';
import { userLoginSchema } from '../../../../../events/schemas/accounts.ts';
import { Field } from '../../../components/form/Field.tsx';
import { PasswordInput } from '../../../components/form/PasswordInput.tsx';
import { SubmitButton } from '../../../components/form/SubmitButton.tsx';
import { paths } from '../../../config/paths.ts';
import { notify } from '../../../lib/toast.ts';
import { useLogin } from '../api/login.ts';
import { type PendingCode, UserOtpDialog } from './UserOtpDialog.tsx';

export function LoginForm() {
  const search = useSearch();
  const [pending, setPending] = useState<PendingCode | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(userLoginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;
  const login = useLogin();

  const onSubmit = handleSubmit((credentials) =>
    login.mutate(credentials, {
      onSuccess: (response) => {
        notify.success(response.message);
        setPending({ userId: response.data._id, email: credentials.email });
      },
    }),
  );

  return (
    <>
      <form className="form" onSubmit={onSubmit} noValidate>
        <Field label="Correo electrónico" error={errors.email?.message}>
          {(aria) => <input {...aria} {...register('email')} className="input" type="email" autoComplete="email" />}
        </Field>
        <Field label="Contraseña" error={errors.password?.message}>
          {(aria) => <PasswordInput {...aria} {...register('password')} autoComplete="current-password" />}
        </Field>
        <Link href={paths.forgotPassword} className="text-link form-aside">
          ¿Olvidaste tu contraseña?
        </Link>
        <SubmitButton pending={login.isPending}>Iniciar sesión</SubmitButton>
        <p className="form-footer">
          ¿Aún no tienes cuenta?{' '}
          <Link href={search ? `${paths.signUp}?${search}` : paths.signUp} className="text-link">
            Regístrate
          </Link>
        </p>
      </form>
      {pending && <UserOtpDialog {...pending} purpose="login" onClose={() => setPending(null)} />}
    </>
  );
}
