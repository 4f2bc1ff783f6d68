import type { StaffRole } from '../lib/session.ts';

export const paths = {
  comingSoon: '/muy-pronto',
  home: '/',
  studio: '/estudio',
  gallery: '/galeria',
  galleryDetail: '/detalles-de-la-galeria/:id',
  events: '/eventos',
  leaderboard: '/tabla-de-clasificacion',
  vlog: '/vlog',
  login: '/iniciar-sesion',
  signUp: '/inscribirse',
  addPassword: '/agregar-contraseña',
  forgotPassword: '/olvide-contrasena',
  resetPassword: '/restablecer-contrasena',
  adminForgotPassword: '/administrador/olvide-contrasena',
  moderatorForgotPassword: '/moderador/olvide-contrasena',
  configurator: '/configurador',
  vehicleLine: '/linea-de-vehiculos',
  models: '/modelos',
  downloads: '/descargas',
  legal: '/legal',
  privacy: '/privacidad',
  cookies: '/galletas',
  terms: '/terminos-condiciones',
  brand: '/marca-mexico',
  contact: '/contacto',
  newsAlerts: '/alertas-de-noticias',
  siteMap: '/mapa-del-sitio',
  profile: '/perfil',
  journey: '/el-viaje',
  journeyForYou: '/el-viaje-es-por-ti',
  statistics: '/estadisticas',
  outcome: '/estadisticas/resultado',
  vote: '/vota-por-el-major',
  markedDesigns: '/disenos-marcados',
  moderatorLogin: '/moderador',
  adminLogin: '/administrador',
  myDesigns: '/tus-disenos',
  faq: '/faq',
  tiktokReturn: '/handleTikTokShare',
  blog: '/blog',
  promotions: '/promociones',
  news: '/noticias',
} as const;

/**
 * wouter decodes the pathname, so this also matches `/agregar-contrase%C3%B1a`; the explicit
 * alternatives cover a decomposed ñ (n + combining tilde) and a path left undecoded.
 */
export const addPasswordRoute = /^\/agregar-contrase(?:ñ|n\u0303|%c3%b1)a\/?$/i;

export const staffLanding: Record<StaffRole, string> = {
  admin: paths.statistics,
  moderator: paths.markedDesigns,
};

export const loginPaths: Record<StaffRole | 'user', string> = {
  user: paths.login,
  admin: paths.adminLogin,
  moderator: paths.moderatorLogin,
};
