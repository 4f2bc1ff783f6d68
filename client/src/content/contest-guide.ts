import { paths } from '../config/paths.ts';

export type GuideStep = {
  readonly title: string;
  readonly text: string;
  readonly action: { readonly label: string; readonly href: string };
  readonly icon: 'person' | 'spark' | 'sliders' | 'eye' | 'share';
};

/** The landing's five-step guide to taking part (SPEC §2 "Landing page", item 2). */
export const contestGuide: readonly GuideStep[] = [
  {
    title: 'Regístrate',
    text: 'Crea tu cuenta con tu correo electrónico y confírmala con el código de 6 dígitos que te enviamos. Debes ser mayor de 18 años y vivir en México.',
    action: { label: 'Crear cuenta', href: paths.signUp },
    icon: 'person',
  },
  {
    title: 'Crea tu diseño con IA',
    text: 'En el estudio describe con tus palabras los colores, paisajes o tradiciones que te inspiran, elige un estilo y la IA genera la textura para tu sedán.',
    action: { label: 'Entrar al estudio de IA', href: paths.configurator },
    icon: 'spark',
  },
  {
    title: 'Ajusta con la herramienta de edición',
    text: 'Aplica la textura al auto completo o pieza por pieza y ajusta la rotación, la escala y la posición hasta que quede como la imaginas.',
    action: { label: 'Ver cómo funciona', href: `${paths.home}?diseño=verdadero` },
    icon: 'sliders',
  },
  {
    title: 'Previsualiza y agrega nombre y descripción',
    text: 'Gira el auto en 3D, elige la mejor imagen como miniatura y guarda tu diseño con un nombre y una descripción. Puedes guardar hasta 3 y enviar 1 a la galería.',
    action: { label: 'Mis diseños', href: paths.myDesigns },
    icon: 'eye',
  },
  {
    title: 'Comparte en redes sociales',
    text: 'Comparte tu diseño en Instagram, Facebook, X y TikTok con #TuDeterminasTuDiseño: cada «me gusta» en la galería es un punto para llegar a la final.',
    action: { label: 'Ir a la galería', href: paths.gallery },
    icon: 'share',
  },
];
