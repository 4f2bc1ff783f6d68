import { NavItem } from '../../components/NavItem.tsx';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { footerLinks, learnMoreLinks, mainLinks, type NavLink, promotionsLink } from '../layout/nav-links.ts';

const groups: { title: string; links: NavLink[] }[] = [
  {
    title: 'Concurso',
    links: [
      ...mainLinks,
      { href: `${paths.home}?concurso=verdadero`, label: 'Cómo funciona' },
      { href: `${paths.home}?fecha=verdadero`, label: 'Fechas clave' },
      { href: paths.comingSoon, label: 'Muy pronto' },
      { href: paths.configurator, label: 'Configurador' },
      { href: paths.myDesigns, label: 'Tus diseños' },
      { href: paths.leaderboard, label: 'Tabla de clasificación' },
      { href: paths.vote, label: 'Vota por el mejor' },
    ],
  },
  {
    title: 'Conoce más',
    links: [
      ...learnMoreLinks,
      { href: paths.journeyForYou, label: 'El viaje es por ti' },
      promotionsLink,
      { href: paths.blog, label: 'Blog' },
      { href: paths.vehicleLine, label: 'Línea de vehículos' },
    ],
  },
  {
    title: 'Tu cuenta',
    links: [
      { href: paths.login, label: 'Iniciar sesión' },
      { href: paths.signUp, label: 'Registro' },
      { href: paths.forgotPassword, label: 'Recuperar contraseña' },
      { href: paths.profile, label: 'Perfil' },
    ],
  },
  {
    title: 'Información',
    links: [
      ...footerLinks,
      { href: paths.cookies, label: 'Política de cookies' },
      { href: paths.faq, label: 'Preguntas frecuentes' },
      { href: paths.downloads, label: 'Descargas' },
      { href: paths.newsAlerts, label: 'Alertas de noticias' },
    ],
  },
];

export default function SiteMapPage() {
  usePageTitle('Mapa del sitio');
  return (
    <section className="page">
      <h1>Mapa del sitio</h1>
      <p className="lead">Todas las secciones del sitio en un solo lugar.</p>
      <div className="sitemap-grid">
        {groups.map((group) => (
          <section key={group.title} aria-labelledby={`mapa-${group.title}`}>
            <h2 id={`mapa-${group.title}`}>{group.title}</h2>
            <ul className="sitemap-list">
              {group.links.map((link) => (
                <li key={link.href}>
                  <NavItem {...link} className="text-link" />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
