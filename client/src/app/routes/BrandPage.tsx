import { Link } from 'wouter';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';

const pillars = [
  {
    title: 'Movilidad híbrida',
    text: 'Llevamos la tecnología híbrida autorrecargable a más familias mexicanas: menos consumo, menos emisiones y la misma confianza de siempre.',
  },
  {
    title: 'Cerca de ti',
    text: 'Una red de cerca de 75 distribuidores autorizados en todos los estados del país, con servicio y refacciones originales.',
  },
  {
    title: 'Hecho con México',
    text: 'Celebramos el talento, la cultura y la creatividad de México; por eso este aniversario lo diseñas tú.',
  },
];

export default function BrandPage() {
  usePageTitle('La marca en México');
  return (
    <>
      <section className="campaign-hero" aria-labelledby="marca-titulo">
        <div className="campaign-hero-inner">
          <p className="eyebrow eyebrow-light">La marca en México</p>
          <h1 id="marca-titulo">10 años recorriendo México contigo</h1>
          <p className="campaign-lead">
            Hace una década llegó a México nuestro primer sedán compacto híbrido. Hoy lo celebramos con un concurso en
            el que tú decides cómo se ve el próximo.
          </p>
        </div>
      </section>
      <section className="page" aria-label="Lo que nos mueve">
        <ul className="card-grid">
          {pillars.map((pillar) => (
            <li key={pillar.title} className="card">
              <div className="card-body">
                <h2 className="card-title">{pillar.title}</h2>
                <p>{pillar.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="actions actions-start">
          <Link href={paths.vehicleLine} className="button button-accent">
            Ver la línea de vehículos
          </Link>
          <Link href={paths.journey} className="button button-outline">
            El viaje de 10 años
          </Link>
        </div>
      </section>
    </>
  );
}
