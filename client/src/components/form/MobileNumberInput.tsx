import type { ComponentPropsWithRef } from 'react';

type MobileNumberInputProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'inputMode' | 'maxLength'>;

/** A Mexican mobile number: ten digits, the numeric keypad on phones, filled from the national number. */
export function MobileNumberInput(props: MobileNumberInputProps) {
  return (
    <input className="input" type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={10} {...props} />
  );
}
