import { paths } from '../../config/paths.ts';

export type NavLink = { href: string; label: string };

export const mainLinks: NavLink[] = [
  { href: paths.home, label: 'Inicio' },
  { href: paths.studio, label: 'Estudio' },
  { href: paths.gallery, label: 'Galería' },
  { href: paths.events, label: 'Eventos' },
];

export const learnMoreLabel = 'Conoce más';

export const learnMoreLinks: NavLink[] = [
  { href: paths.journey, label: 'El viaje de 10 años' },
  { href: paths.news, label: 'Últimas noticias' },
  { href: paths.vlog, label: 'Vlog de la marca' },
];

export const promotionsLink: NavLink = { href: paths.promotions, label: 'Promociones' };

export const loginLink: NavLink = { href: paths.login, label: 'Iniciar sesión' };

export const accountLinks: NavLink[] = [
  { href: paths.profile, label: 'Perfil' },
  { href: paths.myDesigns, label: 'Tus diseños' },
];

export const logoutLabel = 'Cerrar sesión';

export const footerLinks: NavLink[] = [
  { href: paths.models, label: 'Modelos' },
  { href: paths.legal, label: 'Legal' },
  { href: paths.contact, label: 'Contacto' },
  { href: paths.privacy, label: 'Privacidad' },
  { href: paths.terms, label: 'Términos y condiciones' },
  { href: paths.brand, label: 'Sitio de la marca' },
];
