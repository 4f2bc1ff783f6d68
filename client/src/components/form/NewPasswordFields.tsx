import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from './Field.tsx';
import { PasswordInput } from './PasswordInput.tsx';

type PasswordPair = { password: string; confirmPassword: string };

/** A new password and its confirmation, as the reset and staff-password forms ask for them. */
export function NewPasswordFields<Form extends PasswordPair>(props: {
  register: UseFormRegister<Form>;
  errors: FieldErrors<PasswordPair>;
  label: string;
  hint: string;
}) {
  const register = props.register as unknown as UseFormRegister<PasswordPair>;
  return (
    <>
      <Field label={props.label} error={props.errors.password?.message} hint={props.hint}>
        {(aria) => <PasswordInput {...aria} {...register('password')} autoComplete="new-password" />}
      </Field>
      <Field label="Confirmar contraseña" error={props.errors.confirmPassword?.message}>
        {(aria) => <PasswordInput {...aria} {...register('confirmPassword')} autoComplete="new-password" />}
      </Field>
    </>
  );
}
