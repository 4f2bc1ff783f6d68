import { usePageTitle } from '../../hooks/use-page-title.ts';

const episodes = [
  {
    title: 'Así se diseña con IA',
    description:
      'Del texto a la textura: cómo escribir una buena idea para el estudio y sacarle provecho a cada estilo.',
  },
  {
    title: 'Conoce al jurado',
    description: 'Las seis personas expertas que elegirán al ganador nos cuentan qué buscan en un diseño.',
  },
  {
    title: 'México sobre ruedas',
    description: 'Artesanos, muralistas y diseñadores comparten los colores y símbolos que los inspiran.',
  },
];

export default function VlogPage() {
  usePageTitle('Vlog de la marca');
  return (
    <section className="page">
      <p className="eyebrow">Vlog</p>
      <h1>Vlog de la marca</h1>
      <p className="lead">Historias del camino: diez años de la marca en México y el detrás de cámaras del concurso.</p>
      <article className="vlog-featured" aria-labelledby="vlog-destacado">
        {/* biome-ignore lint/a11y/useMediaCaption: the video has no dialogue; its titles are on screen */}
        <video className="video-frame" src="/media/vlog-aniversario.webm" controls playsInline preload="metadata" />
        <div>
          <p className="card-badge">Episodio destacado</p>
          <h2 id="vlog-destacado">10 años en el camino</h2>
          <p>
            Un recorrido por la década que celebramos: del primer sedán compacto híbrido que llegó a México a los miles
            de kilómetros que recorrió con sus dueños.
          </p>
        </div>
      </article>
      <h2 className="section-title">Próximos episodios</h2>
      <ul className="card-grid">
        {episodes.map((episode) => (
          <li key={episode.title} className="card">
            <div className="card-body">
              <p className="card-badge">Muy pronto</p>
              <h3 className="card-title">{episode.title}</h3>
              <p>{episode.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
