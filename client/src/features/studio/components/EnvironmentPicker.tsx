import { type ViewerBackground, viewerBackgrounds } from '../../../components/design-viewer/viewer-handle.ts';

const names: Record<ViewerBackground, string> = { '#F5F5F5': 'Blanco', '#000000': 'Negro', '#C4C4C4': 'Gris' };

type EnvironmentPickerProps = { value: ViewerBackground; onChange: (background: ViewerBackground) => void };

/** The studio's three backgrounds (SPEC §9). */
export function EnvironmentPicker({ value, onChange }: EnvironmentPickerProps) {
  return (
    <fieldset className="environment-picker">
      <legend className="visually-hidden">Ambiente</legend>
      {viewerBackgrounds.map((background) => (
        <label key={background} className="environment-swatch" title={names[background]}>
          <input
            type="radio"
            name="ambiente"
            className="visually-hidden"
            checked={value === background}
            onChange={() => onChange(background)}
          />
          <span className="environment-swatch__colour" style={{ background }} aria-hidden="true" />
          <span className="visually-hidden">{names[background]}</span>
        </label>
      ))}
    </fieldset>
  );
}
