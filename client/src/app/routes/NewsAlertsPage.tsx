import { Link } from 'wouter';
import { paths } from '../../config/paths.ts';
import { isReached, keyDateLabel, keyDates } from '../../content/key-dates.ts';
import { useNow } from '../../hooks/use-now.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useContestSchedule } from '../use-contest-schedule.ts';

export default function NewsAlertsPage() {
  usePageTitle('Alertas de noticias');
  const { schedule } = useContestSchedule();
  const now = useNow(60_000);
  const dates = keyDates(schedule);
  const published = dates.filter((keyDate) => isReached(keyDate, now)).reverse();
  const upcoming = dates.filter((keyDate) => !isReached(keyDate, now));

  return (
    <section className="page">
      <p className="eyebrow">Mantente al día</p>
      <h1>Alertas de noticias</h1>
      <p className="lead">
        Los avisos oficiales del concurso, en orden. Para recibirlos también por correo, crea tu cuenta y acepta recibir
        noticias de la marca; puedes darte de baja cuando quieras.
      </p>
      <div className="alerts-layout">
        <section aria-labelledby="alertas-publicadas">
          <h2 id="alertas-publicadas">Avisos publicados</h2>
          {published.length === 0 ? (
            <p>Todavía no hay avisos: el concurso aún no comienza.</p>
          ) : (
            <ul className="alert-list">
              {published.map((keyDate) => (
                <li key={keyDate.id} className="alert-item">
                  <p className="alert-date">{keyDateLabel(keyDate)}</p>
                  <h3>{keyDate.title}</h3>
                  <p>{keyDate.description}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="alertas-proximas">
          <h2 id="alertas-proximas">Próximos avisos</h2>
          {upcoming.length === 0 ? (
            <p>El concurso ha concluido. ¡Gracias por participar!</p>
          ) : (
            <ul className="alert-list">
              {upcoming.map((keyDate) => (
                <li key={keyDate.id} className="alert-item alert-item-upcoming">
                  <p className="alert-date">{keyDateLabel(keyDate)}</p>
                  <h3>{keyDate.title}</h3>
                </li>
              ))}
            </ul>
          )}
          <div className="actions actions-start">
            <Link href={paths.signUp} className="button button-accent">
              Crear cuenta
            </Link>
            <Link href={paths.news} className="button button-outline">
              Últimas noticias
            </Link>
          </div>
        </section>
      </div>
    </section>
  );
}
