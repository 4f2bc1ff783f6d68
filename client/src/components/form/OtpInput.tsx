import { type ClipboardEvent, type KeyboardEvent, type RefObject, useId, useRef, useState } from 'react';

const OTP_LENGTH = 6;
const emptyOtp = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

type OtpInputProps = {
  digits: string[];
  onChange: (digits: string[]) => void;
  labelledBy: string;
  /** The first box, for moving focus back to it after a wrong code. */
  firstRef: RefObject<HTMLInputElement | null>;
};

/** Six one-digit boxes: typing moves on, Backspace on an empty box goes back, pasting six digits fills all. */
function OtpInput({ digits, onChange, labelledBy, firstRef }: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  const fillAll = (code: string) => {
    onChange([...code]);
    focusBox(OTP_LENGTH - 1);
  };

  const type = (index: number, raw: string) => {
    const typed = raw.replace(/\D/g, '');
    // A one-time-code autofill puts the whole code into one box.
    if (typed.length === OTP_LENGTH) return fillAll(typed);
    const digit = typed.at(-1) ?? '';
    onChange(digits.with(index, digit));
    if (digit) focusBox(index + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      onChange(digits.with(index - 1, ''));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text').trim();
    if (!/^\d{6}$/.test(pasted)) return;
    event.preventDefault();
    fillAll(pasted);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would add a border and legend the dialog already labels
    <div className="otp-boxes" role="group" aria-labelledby={labelledBy}>
      {digits.map((digit, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the six boxes are positions, never reordered
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
            if (index === 0) firstRef.current = element;
          }}
          className="otp-box"
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Dígito ${index + 1} de ${OTP_LENGTH}`}
          value={digit}
          onChange={(event) => type(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}

/** A code being typed, its error, and a way to start over (a wrong code empties the boxes and focuses the first). */
export function useOtpEntry() {
  const [digits, setDigits] = useState(emptyOtp);
  const [error, setError] = useState('');
  const firstBox = useRef<HTMLInputElement>(null);
  const startOver = (message: string) => {
    setError(message);
    setDigits(emptyOtp());
    firstBox.current?.focus();
  };
  return { digits, setDigits, error, setError, firstBox, startOver };
}

type OtpEntry = ReturnType<typeof useOtpEntry>;

/** The labelled six boxes of a code dialog, with its error announced below them. */
export function OtpField({
  entry,
  onChange = entry.setDigits,
}: {
  entry: OtpEntry;
  onChange?: (digits: string[]) => void;
}) {
  const labelId = useId();
  return (
    <>
      <p id={labelId} className="field-label">
        Código de verificación
      </p>
      <OtpInput digits={entry.digits} onChange={onChange} labelledBy={labelId} firstRef={entry.firstBox} />
      {entry.error && (
        <p className="form-error" role="alert">
          {entry.error}
        </p>
      )}
    </>
  );
}
