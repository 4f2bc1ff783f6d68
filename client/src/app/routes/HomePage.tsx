import { Link, useSearch } from 'wouter';
import { paths } from '../../config/paths.ts';
import { HowItWorks } from '../../features/how-it-works/components/HowItWorks.tsx';
import { ContestGuide } from '../../features/landing/components/ContestGuide.tsx';
import { useNow } from '../../hooks/use-now.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useContestSchedule } from '../use-contest-schedule.ts';

const minute = 60_000;

export default function HomePage() {
  usePageTitle('Inicio');
  const search = useSearch();
  const { schedule } = useContestSchedule();
  const now = useNow(minute);

  return (
    <>
      <section className="campaign-hero home-hero" aria-labelledby="inicio-titulo">
        <div className="campaign-hero-inner">
          <p className="eyebrow eyebrow-light">10.º aniversario · #TuDeterminasTuDiseño</p>
          <h1 id="inicio-titulo">Diseña tu sedán híbrido con inteligencia artificial</h1>
          <p className="campaign-lead">
            Crea la decoración de tu auto con IA, compártela en redes sociales y participa por un sedán compacto híbrido
            2025 nuevo.
          </p>
          <div className="hero-actions">
            <Link href={paths.configurator} className="button button-accent button-large">
              Entrar al estudio de IA
            </Link>
            <Link href={`${paths.home}?concurso=verdadero`} className="button button-outline-light button-large">
              ¿Cómo funciona?
            </Link>
          </div>
        </div>
      </section>
      <div className="page">
        <ContestGuide />
        <HowItWorks schedule={schedule} now={now} search={search} />
      </div>
    </>
  );
}
