import { type Ref, useId } from 'react';
import { paths } from '../../../config/paths.ts';

type TermsFieldProps = { accepted: boolean; onAccept: () => void; error?: string; ref?: Ref<HTMLInputElement> };

/** The terms radio of the sign-up form; its only value is true. */
export function TermsField({ accepted, onAccept, error, ref }: TermsFieldProps) {
  const errorId = useId();

  return (
    <fieldset className="field terms-field">
      <legend className="visually-hidden">Términos y condiciones</legend>
      <label className="choice">
        <input
          ref={ref}
          type="radio"
          name="termsAndConditions"
          value="true"
          checked={accepted}
          onChange={onAccept}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
        />
        Acepto los términos y condiciones
      </label>
      <a href={paths.terms} className="text-link" target="_blank" rel="noreferrer">
        Leer los términos y condiciones<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
      </a>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
