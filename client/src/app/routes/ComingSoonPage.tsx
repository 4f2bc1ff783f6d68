import { Link } from 'wouter';
import { BrandMark } from '../../components/BrandMark.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { paths } from '../../config/paths.ts';
import { Countdown } from '../../features/countdown/components/Countdown.tsx';
import { hasArrived } from '../../features/countdown/utils/time-left.ts';
import { useNow } from '../../hooks/use-now.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { formatDateTime } from '../../lib/contest-dates.ts';
import { useContestSchedule } from '../use-contest-schedule.ts';

export default function ComingSoonPage() {
  usePageTitle('Muy pronto');
  const { schedule, configured, loaded } = useContestSchedule();
  const now = useNow(1000);
  if (!loaded) return <PageLoading />;
  const started = !configured || hasArrived(schedule.startDate, now);

  return (
    <section className="campaign-hero coming-soon" aria-labelledby="muy-pronto-titulo">
      <div className="campaign-hero-inner">
        <BrandMark />
        <p className="eyebrow eyebrow-light">10.º aniversario · Tú Determinas Tu Diseño</p>
        <h1 id="muy-pronto-titulo">{started ? '¡El concurso ya comenzó!' : 'Muy pronto'}</h1>
        {started ? (
          <>
            <p className="campaign-lead">Cuenta regresiva completada.</p>
            <Link href={paths.home} className="button button-accent button-large">
              Entrar al sitio
            </Link>
          </>
        ) : (
          <>
            <p className="campaign-lead">
              Diseña con inteligencia artificial la decoración de un sedán compacto híbrido y participa por uno nuevo.
              Abrimos el {formatDateTime(schedule.startDate)}.
            </p>
            <Countdown target={schedule.startDate} now={now} label="Tiempo para el inicio del concurso" />
          </>
        )}
      </div>
    </section>
  );
}
