import { usePageTitle } from '../../hooks/use-page-title.ts';

const downloads = [
  {
    file: '/descargas/fondo-escritorio.svg',
    title: 'Fondo de pantalla para computadora',
    detail: 'SVG · 1920 × 1080',
    alt: 'Sedán compacto híbrido sobre fondo azul marino con el sello de 10 años',
  },
  {
    file: '/descargas/fondo-movil.svg',
    title: 'Fondo de pantalla para celular',
    detail: 'SVG · 1080 × 1920',
    alt: 'Versión vertical del fondo con el sedán y el hashtag del concurso',
  },
  {
    file: '/descargas/sticker-aniversario.svg',
    title: 'Sello del 10.º aniversario',
    detail: 'SVG · 800 × 800',
    alt: 'Sello rojo circular con el número 10 y la palabra años',
  },
];

export default function DownloadsPage() {
  usePageTitle('Descargas');
  return (
    <section className="page">
      <p className="eyebrow">Material oficial</p>
      <h1>Descargas</h1>
      <p className="lead">
        Fondos de pantalla y el sello del aniversario para que presumas tu participación. Úsalos en tus dispositivos y
        en tus publicaciones con #TuDeterminasTuDiseño.
      </p>
      <ul className="card-grid">
        {downloads.map((item) => (
          <li key={item.file} className="card">
            <img className="card-media" src={item.file} alt={item.alt} width="480" height="270" loading="lazy" />
            <div className="card-body">
              <h2 className="card-title">{item.title}</h2>
              <p className="card-meta">{item.detail}</p>
              <a className="button button-accent" href={item.file} download>
                Descargar <span className="visually-hidden">{item.title}</span>
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
