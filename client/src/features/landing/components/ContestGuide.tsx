import { type KeyboardEvent, useRef, useState } from 'react';
import { Link } from 'wouter';
import { contestGuide } from '../../../content/contest-guide.ts';
import { GuideIcon } from './GuideIcon.tsx';

const tabId = (index: number) => `guia-paso-${index + 1}`;
const panelId = 'guia-panel';

/** The five steps to take part: the list selects the step shown beside it (a tab list, arrow keys included). */
export function ContestGuide() {
  const [selected, setSelected] = useState(0);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const step = contestGuide[selected]!;

  function select(index: number) {
    const next = (index + contestGuide.length) % contestGuide.length;
    setSelected(next);
    tabs.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = {
      ArrowDown: selected + 1,
      ArrowRight: selected + 1,
      ArrowUp: selected - 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: contestGuide.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]!);
  }

  return (
    <section className="contest-guide" aria-labelledby="guia-titulo">
      <p className="eyebrow">El concurso</p>
      <h2 id="guia-titulo">Participa en 5 pasos</h2>
      <div className="contest-guide-body">
        <div
          className="contest-guide-steps"
          role="tablist"
          aria-orientation="vertical"
          aria-label="Pasos para participar"
        >
          {contestGuide.map((guideStep, index) => (
            <button
              key={guideStep.title}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              id={tabId(index)}
              type="button"
              role="tab"
              aria-selected={index === selected}
              aria-controls={panelId}
              tabIndex={index === selected ? 0 : -1}
              className="contest-guide-step"
              onClick={() => setSelected(index)}
              onKeyDown={onKeyDown}
            >
              <span className="contest-guide-number" aria-hidden="true">
                {index + 1}
              </span>
              {guideStep.title}
            </button>
          ))}
        </div>
        <div id={panelId} className="contest-guide-panel" role="tabpanel" aria-labelledby={tabId(selected)}>
          <GuideIcon icon={step.icon} />
          <p className="contest-guide-count">Paso {selected + 1} de 5</p>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
          <Link href={step.action.href} className="button button-accent">
            {step.action.label}
          </Link>
        </div>
      </div>
    </section>
  );
}
