import { contestStages } from '../../../content/how-it-works.ts';
import { howItWorksSections } from '../hooks/section-for-query.ts';

export function ContestRules() {
  const id = howItWorksSections.contest;
  return (
    <section id={id} className="hiw-section hiw-contest" aria-labelledby={`${id}-titulo`}>
      <p className="eyebrow">Reglas</p>
      <h2 id={`${id}-titulo`} tabIndex={-1}>
        Así funciona el concurso
      </h2>
      <div className="hiw-stages">
        {contestStages.map((stage, index) => (
          <article key={stage.title} className="hiw-stage">
            <span className="hiw-stage-number" aria-hidden="true">
              {index + 1}
            </span>
            <h3>{stage.title}</h3>
            <p className="hiw-stage-summary">{stage.summary}</p>
            <ul>
              {stage.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </section>
  );
}
