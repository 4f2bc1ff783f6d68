import { Link } from 'wouter';
import { paths } from '../../config/paths.ts';
import { faqEntries } from '../../content/faq.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useContestSchedule } from '../use-contest-schedule.ts';

export default function FaqPage() {
  usePageTitle('Preguntas frecuentes');
  const { schedule } = useContestSchedule();
  return (
    <section className="page faq-page">
      <p className="eyebrow">Ayuda</p>
      <h1>Preguntas frecuentes</h1>
      <p className="lead">
        Lo que más nos preguntan sobre el concurso. ¿No encuentras tu respuesta? Pregúntale al asistente o{' '}
        <Link href={paths.contact} className="text-link">
          escríbenos
        </Link>
        .
      </p>
      <div className="faq-list">
        {faqEntries(schedule).map((entry) => (
          <details key={entry.id} id={entry.id} className="faq-item">
            <summary>
              <h2 className="faq-question">{entry.question}</h2>
            </summary>
            <p>{entry.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
