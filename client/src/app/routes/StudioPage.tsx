import { useSnapshot } from 'valtio';
import { Link, useSearch } from 'wouter';
import { paths } from '../../config/paths.ts';
import { TutorialVideos, timestampFrom } from '../../features/studio/components/TutorialVideos.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { loginPathReturningTo } from '../../lib/return-to.ts';
import { isUserLoggedIn, session } from '../../lib/session.ts';
import '../../features/studio/studio.css';

const steps = [
  ['Escribe tu idea', 'Describe con palabras los colores y formas que imaginas.'],
  ['Genera texturas con IA', 'Elige un estilo y recibe tu textura en segundos.'],
  ['Pinta parte por parte', 'El auto completo o cada panel: cofre, techo, puertas.'],
  ['Guarda y envía', 'Hasta tres diseños en tu biblioteca; uno va a la galería.'],
] as const;

export default function StudioPage() {
  usePageTitle('Estudio de IA');
  const state = useSnapshot(session);
  const search = useSearch();
  const start = isUserLoggedIn(state) ? paths.configurator : loginPathReturningTo(paths.studio);
  return (
    <>
      <section className="campaign-hero studio-hero" aria-labelledby="estudio-titulo">
        <div className="campaign-hero-inner">
          <p className="eyebrow eyebrow-light">Estudio de IA · #TuDeterminasTuDiseño</p>
          <h1 id="estudio-titulo">Tu idea, en la piel de un sedán híbrido</h1>
          <p className="campaign-lead">
            Escribe lo que imaginas, deja que la inteligencia artificial cree las texturas y pinta el auto a tu manera.
          </p>
          <div className="hero-actions">
            <Link href={start} className="button button-accent button-large">
              Comencemos
            </Link>
            <a href="#tutorial" className="button button-outline-light button-large">
              Ver tutorial
            </a>
          </div>
        </div>
      </section>
      <div className="page">
        <ol className="studio-steps">
          {steps.map(([title, text], i) => (
            <li key={title} className="studio-step">
              <span className="studio-step__number" aria-hidden="true">
                {i + 1}
              </span>
              <h2 className="studio-step__title">{title}</h2>
              <p>{text}</p>
            </li>
          ))}
        </ol>
        <TutorialVideos startAt={timestampFrom(search)} />
      </div>
    </>
  );
}
