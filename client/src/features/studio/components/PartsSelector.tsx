import { carPanels, type PaintTarget } from '../../../../../events/schemas/design.ts';
import type { PaintMode } from '../utils/design-editor.ts';
import { partLabels } from '../utils/part-labels.ts';

type PartsSelectorProps = {
  mode: PaintMode;
  panel: PaintTarget;
  paintedPanels: ReadonlySet<PaintTarget>;
  onMode: (mode: PaintMode) => void;
  onSelect: (panel: PaintTarget) => void;
};

const modes: { value: PaintMode; label: string }[] = [
  { value: 'car', label: 'Auto completo' },
  { value: 'parts', label: 'Parte por parte' },
];

/** Full car or one of the nine panels (also chosen by clicking the car). */
export function PartsSelector({ mode, panel, paintedPanels, onMode, onSelect }: PartsSelectorProps) {
  return (
    <section className="studio-panel parts-selector" aria-labelledby="partes-titulo" data-tour="parts">
      <h2 id="partes-titulo" className="studio-panel__title">
        Partes del auto
      </h2>
      <div className="segmented" role="radiogroup" aria-label="Qué pintar">
        {modes.map((option) => (
          // biome-ignore lint/a11y/useSemanticElements: a two-way switch styled as segments; the radio role keeps its state readable
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={mode === option.value}
            className="segmented__option"
            onClick={() => onMode(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
      {mode === 'parts' && (
        <ul className="parts-list" aria-label="Partes">
          {carPanels.map((name) => (
            <li key={name}>
              <button type="button" className="part-chip" aria-pressed={panel === name} onClick={() => onSelect(name)}>
                {partLabels[name]}
                {paintedPanels.has(name) && <span className="part-chip__dot" role="img" aria-label="con textura" />}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="studio-panel__hint">
        {mode === 'car'
          ? 'La textura cubre todo el auto.'
          : `Pintando: ${partLabels[panel]}. También puedes tocar una parte del auto.`}
      </p>
    </section>
  );
}
