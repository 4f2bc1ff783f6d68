export const contact = {
  email: 'concurso@tudeterminastudiseno.mx',
  hours: 'De lunes a viernes, de 9:00 a 18:00 h (hora del centro de México)',
} as const;
