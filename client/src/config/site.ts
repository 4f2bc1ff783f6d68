export const site = {
  title: 'Tú Determinas Tu Diseño',
  tagline: 'Concurso de diseño del 10.º aniversario',
} as const;
