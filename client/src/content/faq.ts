import type { ContestSchedule } from '../../../events/schemas/contest.ts';
import { formatDateTime, formatLongDate } from '../lib/contest-dates.ts';
import { contact } from './contact.ts';

export type FaqEntry = { readonly id: string; readonly question: string; readonly answer: string };

export function faqEntries(schedule: ContestSchedule): FaqEntry[] {
  return [
    {
      id: 'quien-participa',
      question: '¿Quién puede participar?',
      answer:
        'Cualquier persona mayor de 18 años con residencia en México. Solo necesitas registrarte con tu correo electrónico y confirmar tu cuenta con el código que te enviamos.',
    },
    {
      id: 'cuesta',
      question: '¿Participar tiene algún costo?',
      answer: 'No. Registrarte, diseñar, enviar tu diseño y votar es gratis y no necesitas comprar nada.',
    },
    {
      id: 'como-diseno',
      question: '¿Cómo creo mi diseño?',
      answer:
        'Entra al estudio de IA, escribe tu idea, elige un estilo y pulsa «Generar». Aplica la textura al auto completo o a cualquiera de sus 9 piezas, ajusta rotación, escala y posición, y guarda tu diseño con un nombre y una descripción.',
    },
    {
      id: 'cuantos-disenos',
      question: '¿Cuántos diseños puedo crear y enviar?',
      answer:
        'Puedes guardar hasta 3 diseños en tu biblioteca («Tus diseños»), pero solo puedes enviar 1 a la galería. Una vez enviado no se puede cambiar ni borrar, así que elige tu favorito.',
    },
    {
      id: 'como-votar',
      question: '¿Cómo voto por un diseño?',
      answer:
        'En la galería pulsa el corazón del diseño que te guste, resuelve la verificación y, si no has iniciado sesión, confirma tu correo con un código de 6 dígitos. Cada «me gusta» vale 1 punto y puedes votar una vez por cada diseño; si vuelves a pulsarlo, retiras tu voto.',
    },
    {
      id: 'compartir',
      question: '¿Cómo comparto mi diseño?',
      answer:
        'Desde la galería o el detalle de tu diseño pulsa «Compartir»: puedes copiar el enlace o publicarlo en Instagram, Facebook, X y TikTok con el texto listo y el hashtag #TuDeterminasTuDiseño.',
    },
    {
      id: 'fechas',
      question: '¿Cuándo puedo participar y votar?',
      answer: `Puedes crear y enviar tu diseño y votar del ${formatLongDate(schedule.startDate)} al ${formatDateTime(schedule.votingEndDate)}.`,
    },
    {
      id: 'ganador',
      question: '¿Cómo se elige al ganador?',
      answer:
        'Primero el público vota: los 5 diseños con más «me gusta» pasan a la final (si hay empate en el quinto lugar, avanzan todos). Después, un jurado de 6 personas expertas da 3, 2 y 1 puntos a sus tres favoritos. El diseño con más puntos gana.',
    },
    {
      id: 'premio',
      question: '¿Cuál es el premio?',
      answer: `Un sedán compacto híbrido 2025 nuevo. Anunciaremos al ganador el ${formatLongDate(schedule.winnerAnnouncement)} en la página de Eventos.`,
    },
    {
      id: 'codigo',
      question: 'No me llegó el código de verificación, ¿qué hago?',
      answer:
        'Revisa tu carpeta de correo no deseado. Si no está ahí, espera 60 segundos y pulsa «Reenviar Código». El código es de 6 dígitos y vence a los 10 minutos.',
    },
    {
      id: 'contrasena',
      question: 'Olvidé mi contraseña, ¿cómo la recupero?',
      answer:
        'En «Iniciar sesión» elige «¿Olvidaste tu contraseña?», escribe tu correo y sigue el enlace que te enviamos para crear una nueva contraseña de al menos 8 caracteres.',
    },
    {
      id: 'ayuda',
      question: '¿Dónde puedo pedir ayuda?',
      answer: `Escríbenos desde la página de Contacto o a ${contact.email}. ${contact.hours}.`,
    },
  ];
}
