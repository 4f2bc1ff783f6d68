import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useSearch } from 'wouter';
import { signUpFormSchema } from '../../../../../events/schemas/accounts.ts';
import { Field } from '../../../components/form/Field.tsx';
import { MobileNumberInput } from '../../../components/form/MobileNumberInput.tsx';
import { PasswordInput } from '../../../components/form/PasswordInput.tsx';
import { SubmitButton } from '../../../components/form/SubmitButton.tsx';
import { paths } from '../../../config/paths.ts';
import { notify } from '../../../lib/toast.ts';
import { useSignUp } from '../api/sign-up.ts';
import { DateOfBirthInput } from './DateOfBirthInput.tsx';
import { DealerSelect } from './DealerSelect.tsx';
import { userPasswordHint } from './hints.ts';
import { TermsField } from './TermsField.tsx';
import { type PendingCode, UserOtpDialog } from './UserOtpDialog.tsx';

const emptyForm = {
  firstName: '',
  lastName: '',
  email: '',
  dateOfBirth: '',
  mobileNumber: '',
  password: '',
  confirmPassword: '',
  distributor: '',
};

export function SignUpForm() {
  const search = useSearch();
  const [pending, setPending] = useState<PendingCode | null>(null);
  const { register, control, handleSubmit, formState } = useForm({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: emptyForm,
  });
  const { errors } = formState;
  const signUp = useSignUp();

  const onSubmit = handleSubmit(({ confirmPassword: _notSent, ...request }) =>
    signUp.mutate(request, {
      onSuccess: (response) => {
        notify.success(response.message);
        setPending({ userId: response.data._id, email: request.email });
      },
    }),
  );

  return (
    <>
      <form className="form form-grid" onSubmit={onSubmit} noValidate>
        <Field label="Nombre" error={errors.firstName?.message}>
          {(aria) => <input {...aria} {...register('firstName')} className="input" autoComplete="given-name" />}
        </Field>
        <Field label="Apellido" error={errors.lastName?.message}>
          {(aria) => <input {...aria} {...register('lastName')} className="input" autoComplete="family-name" />}
        </Field>
        <Field label="Correo electrónico" error={errors.email?.message}>
          {(aria) => <input {...aria} {...register('email')} className="input" type="email" autoComplete="email" />}
        </Field>
        <Field
          label="Fecha de nacimiento"
          error={errors.dateOfBirth?.message}
          hint="Formato DD/MM/AAAA. Debes ser mayor de 18 años."
        >
          {(aria) => (
            <Controller
              name="dateOfBirth"
              control={control}
              render={({ field }) => <DateOfBirthInput {...aria} {...field} />}
            />
          )}
        </Field>
        <Field label="Número de teléfono móvil" error={errors.mobileNumber?.message} hint="10 dígitos, sin espacios.">
          {(aria) => <MobileNumberInput {...aria} {...register('mobileNumber')} />}
        </Field>
        <Field label="Distribuidor" error={errors.distributor?.message}>
          {(aria) => <DealerSelect {...aria} {...register('distributor')} />}
        </Field>
        <Field label="Contraseña" error={errors.password?.message} hint={userPasswordHint}>
          {(aria) => <PasswordInput {...aria} {...register('password')} autoComplete="new-password" />}
        </Field>
        <Field label="Confirmar contraseña" error={errors.confirmPassword?.message}>
          {(aria) => <PasswordInput {...aria} {...register('confirmPassword')} autoComplete="new-password" />}
        </Field>
        <Controller
          name="termsAndConditions"
          control={control}
          render={({ field }) => (
            <TermsField
              ref={field.ref}
              accepted={field.value === true}
              onAccept={() => field.onChange(true)}
              error={errors.termsAndConditions?.message}
            />
          )}
        />
        <div className="form-actions">
          <SubmitButton pending={signUp.isPending}>Registrarme</SubmitButton>
          <p className="form-footer">
            ¿Ya tienes cuenta?{' '}
            <Link href={search ? `${paths.login}?${search}` : paths.login} className="text-link">
              Inicia sesión
            </Link>
          </p>
        </div>
      </form>
      {pending && <UserOtpDialog {...pending} purpose="signup" onClose={() => setPending(null)} />}
    </>
  );
}
