import { useState } from 'react';
import { messages } from '../../../../../events/schemas/messages.ts';
import type { CameraAngle } from '../../../components/design-viewer/camera-angles.ts';
import { SubmitButton } from '../../../components/form/SubmitButton.tsx';

export type ThumbnailOption = { angle: CameraAngle; blob: Blob; src: string };

const angleNames: Record<CameraAngle, string> = {
  frontThreeQuarter: 'Frente tres cuartos',
  side: 'Lateral',
  rearThreeQuarter: 'Trasera tres cuartos',
  front: 'Frente',
};

type ThumbnailStepProps = {
  options: readonly ThumbnailOption[] | null;
  saving: boolean;
  onBack: () => void;
  onSave: (thumbnail: Blob) => void;
};

/** Step 2 of saving: one of the rendered camera views becomes the design's thumbnail. */
export function ThumbnailStep({ options, saving, onBack, onSave }: ThumbnailStepProps) {
  const [chosen, setChosen] = useState<CameraAngle | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    const option = options?.find((candidate) => candidate.angle === chosen);
    if (!option) return setError(messages.validation.thumbnailRequired);
    onSave(option.blob);
  };
  return (
    <form
      className="form"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      noValidate
    >
      {options === null ? (
        <p className="thumbnail-loading" role="status">
          <span className="spinner" aria-hidden="true" /> Preparando las vistas de tu auto…
        </p>
      ) : (
        <fieldset
          className="thumbnail-grid"
          data-tour="select-design"
          aria-describedby={error ? 'miniatura-error' : undefined}
        >
          <legend className="field-label">Elige la miniatura</legend>
          {options.map((option) => (
            <label key={option.angle} className="thumbnail-option">
              <input
                type="radio"
                name="miniatura"
                className="visually-hidden"
                checked={chosen === option.angle}
                onChange={() => {
                  setChosen(option.angle);
                  setError(null);
                }}
              />
              <img src={option.src} alt={`Miniatura: ${angleNames[option.angle]}`} width={960} height={540} />
              <span className="thumbnail-option__name">{angleNames[option.angle]}</span>
            </label>
          ))}
        </fieldset>
      )}
      {error && (
        <p id="miniatura-error" className="field-error">
          {error}
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" className="button button-outline" onClick={onBack}>
          Atrás
        </button>
        <SubmitButton pending={saving || options === null} className="button button-accent">
          {saving ? 'Guardando…' : 'Guardar diseño'}
        </SubmitButton>
      </div>
    </form>
  );
}
