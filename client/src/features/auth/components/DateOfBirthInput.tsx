import dayjs from 'dayjs';
import { type Ref, useRef } from 'react';
import type { FieldControlProps } from '../../../components/form/Field.tsx';

type DateOfBirthInputProps = FieldControlProps & {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  ref?: Ref<HTMLInputElement>;
};

/** Digits typed on a phone keypad become DD/MM/YYYY as they are typed. */
const withSlashes = (text: string) => {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
};

const toIso = (value: string) => value.replace(/^(\d{2})\/(\d{2})\/(\d{4})$/, '$3-$2-$1');
const fromIso = (value: string) => value.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1');

/** DD/MM/YYYY text box plus the browser's calendar, which stops at the latest allowed date (18 years ago). */
export function DateOfBirthInput({ value, onChange, ref, ...props }: DateOfBirthInputProps) {
  const picker = useRef<HTMLInputElement>(null);
  const latest = dayjs().subtract(18, 'year').format('YYYY-MM-DD');
  const earliest = dayjs().subtract(100, 'year').add(1, 'day').format('YYYY-MM-DD');

  return (
    <div className="date-input">
      <input
        {...props}
        ref={ref}
        className="input"
        inputMode="numeric"
        placeholder="DD/MM/AAAA"
        autoComplete="bday"
        value={value}
        onChange={(event) => onChange(withSlashes(event.target.value))}
      />
      <button
        type="button"
        className="date-picker-button"
        aria-label="Abrir calendario"
        onClick={() => picker.current?.showPicker?.()}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <rect x="3.5" y="5" width="17" height="15" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M3.5 10h17M8 3v4M16 3v4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
      <input
        ref={picker}
        type="date"
        className="date-picker-native"
        tabIndex={-1}
        aria-hidden="true"
        min={earliest}
        max={latest}
        value={toIso(value)}
        onChange={(event) => onChange(fromIso(event.target.value))}
      />
    </div>
  );
}
