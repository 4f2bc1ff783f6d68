/** "Antes de empezar": the eight numbered lines of SPEC §2's how-it-works page. */
export const beforeYouStart: readonly string[] = [
  'Regístrate con tu correo electrónico y confirma tu cuenta con el código de 6 dígitos que te enviamos.',
  'Piensa en una idea: colores, paisajes, tradiciones o símbolos que para ti representen a México.',
  'En el estudio de IA escribe tu idea (hasta 1000 caracteres), elige un estilo y pulsa «Generar».',
  'Aplica la textura al auto completo o pieza por pieza: puertas, cofre, cajuela, techo y paneles traseros.',
  'Ajusta la rotación, la escala y la posición de cada textura hasta que el diseño quede como lo imaginas.',
  'Guarda tu diseño con un nombre (máximo 60 caracteres), una descripción y la imagen que prefieras. Puedes tener hasta 3.',
  'Envía a la galería tu favorito: solo puedes enviar 1 y no podrás cambiarlo después.',
  'Comparte tu diseño en Instagram, Facebook, X y TikTok para que tus amigos voten por él antes del cierre.',
];

export type ContestStage = { readonly title: string; readonly summary: string; readonly points: readonly string[] };

/** "Así funciona el concurso": stage 1 (public votes) and stage 2 (expert panel), SPEC §1. */
export const contestStages: readonly ContestStage[] = [
  {
    title: 'Etapa 1: votación del público',
    summary: 'La comunidad elige a los finalistas con sus «me gusta».',
    points: [
      'Cada «me gusta» vale 1 punto; cada persona puede votar una vez por cada diseño.',
      'Los 5 diseños con más votos al cierre de la votación pasan a la final.',
      'Si hay empate en el quinto lugar, todos los diseños empatados avanzan.',
    ],
  },
  {
    title: 'Etapa 2: el jurado experto',
    summary: 'Un panel de 6 personas expertas elige al ganador entre los finalistas.',
    points: [
      'Cada integrante elige 3 diseños y les da 3, 2 y 1 puntos.',
      'Criterios: integración cultural, estética y diseño artístico, y originalidad y creatividad.',
      'El diseño con más puntos gana un sedán compacto híbrido 2025 nuevo. El ganador debe responder en 24 horas o queda descalificado.',
    ],
  },
];
