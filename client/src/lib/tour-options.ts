import type { Locale, Options } from 'react-joyride';

/** The Spanish buttons every guided tour shows (SPEC §4: the landing and studio tours). */
export const tourLocale: Locale = {
  back: 'Atrás',
  close: 'Cerrar',
  last: 'Terminar',
  next: 'Siguiente',
  skip: 'Saltar recorrido',
};

/** The campaign's colours on the tours' tooltips, above the site header. */
export const tourOptions: Partial<Options> = {
  primaryColor: '#c8102e',
  textColor: '#0b1f3a',
  zIndex: 1000,
};

/** The tours wait for their target to exist, asking every 500 ms (SPEC §9). */
export const tourPollMs = 500;
