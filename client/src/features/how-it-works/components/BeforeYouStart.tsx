import { useId, useState } from 'react';
import { beforeYouStart } from '../../../content/how-it-works.ts';
import { howItWorksSections } from '../hooks/section-for-query.ts';

/** Eight numbered lines; on a phone only the first three show until "LEER MÁS". */
export function BeforeYouStart() {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  return (
    <section
      id={howItWorksSections.design}
      className="hiw-section"
      aria-labelledby={`${howItWorksSections.design}-titulo`}
    >
      <p className="eyebrow">Paso a paso</p>
      <h2 id={`${howItWorksSections.design}-titulo`} tabIndex={-1}>
        Antes de empezar
      </h2>
      <ol id={listId} className={`hiw-steps${expanded ? ' hiw-steps-expanded' : ''}`}>
        {beforeYouStart.map((line, index) => (
          <li key={line} className="hiw-step">
            <span className="hiw-step-number" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <span>{line}</span>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button button-outline hiw-more"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((open) => !open)}
      >
        {expanded ? 'LEER MENOS' : 'LEER MÁS'}
      </button>
    </section>
  );
}
