import type { Ref } from 'react';
import { dateTimeTextFormat, maskDateTimeText } from '../../lib/date-time-text.ts';
import type { FieldControlProps } from './Field.tsx';

type DateTimeInputProps = FieldControlProps & {
  name?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
};

/** A date and time typed as DD/MM/YYYY HH:mm (SPEC §9), on central Mexico time; digits alone are enough. */
export function DateTimeInput({ value, onChange, ...props }: DateTimeInputProps) {
  return (
    <input
      {...props}
      className="input"
      type="text"
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      placeholder={dateTimeTextFormat}
      maxLength={dateTimeTextFormat.length}
      value={value}
      onChange={(event) => onChange(maskDateTimeText(event.target.value))}
    />
  );
}
