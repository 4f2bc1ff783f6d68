import type { MapDetails } from '../../../../../events/schemas/design.ts';

const sliders: { field: keyof MapDetails; label: string; min: number; max: number }[] = [
  { field: 'rotation', label: 'Rotación', min: 1, max: 360 },
  { field: 'repeatX', label: 'Escala horizontal', min: 1, max: 10 },
  { field: 'repeatY', label: 'Escala vertical', min: 1, max: 10 },
  { field: 'offSetX', label: 'Desplazamiento horizontal', min: 0, max: 1080 },
  { field: 'offSetY', label: 'Desplazamiento vertical', min: 0, max: 1080 },
];

type PlacementPanelProps = {
  /** The placement of the texture on the current part; none while the part is unpainted. */
  details: MapDetails | undefined;
  onChange: (field: keyof MapDetails, value: number) => void;
  onRelease: () => void;
  canUndo: boolean;
  onUndo: () => void;
};

/** Rotation, scale and offsets of the current part's texture; the car follows as a slider moves. */
export function PlacementPanel({ details, onChange, onRelease, canUndo, onUndo }: PlacementPanelProps) {
  return (
    <section className="studio-panel" aria-labelledby="editar-titulo" id="editar-textura">
      <div className="studio-panel__heading">
        <h2 id="editar-titulo" className="studio-panel__title">
          Editar textura
        </h2>
        <button type="button" className="button button-outline button-small" disabled={!canUndo} onClick={onUndo}>
          Deshacer
        </button>
      </div>
      {!details && <p className="studio-panel__hint">Aplica una textura a esta parte para ajustarla.</p>}
      <div className="sliders">
        {sliders.map(({ field, label, min, max }) => (
          <div key={field} className="slider">
            <span className="slider__label">
              <label htmlFor={`deslizador-${field}`}>{label}</label>
              <output className="slider__value" htmlFor={`deslizador-${field}`}>
                {details?.[field] ?? '–'}
              </output>
            </span>
            <input
              id={`deslizador-${field}`}
              type="range"
              min={min}
              max={max}
              step={1}
              value={details?.[field] ?? min}
              disabled={!details}
              onChange={(event) => onChange(field, Number(event.target.value))}
              onPointerUp={onRelease}
              onKeyUp={onRelease}
              onBlur={onRelease}
            />
          </div>
        ))}
      </div>
    </section>
  );
}
