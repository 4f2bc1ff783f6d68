import type { ContestSchedule } from '../../../events/schemas/contest.ts';
import { formatDayMonth } from '../lib/contest-dates.ts';

export type KeyDate = {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** When the milestone is reached; null while the organiser has not set it. */
  readonly at: number | null;
  /** The end of a period milestone. */
  readonly until?: number;
};

/** The six milestones of SPEC §2 "Fechas clave", in calendar order. */
export function keyDates(schedule: ContestSchedule): KeyDate[] {
  return [
    {
      id: 'lanzamiento',
      title: 'Lanzamiento del concurso',
      description: 'Se abre el estudio de IA: regístrate y empieza a crear tu diseño.',
      at: schedule.startDate,
    },
    {
      id: 'carga-y-votacion',
      title: 'Carga de diseños y votación',
      description: 'Crea, guarda y envía tu diseño a la galería; el público vota por sus favoritos.',
      at: schedule.startDate,
      until: schedule.contentCreationEndDate,
    },
    {
      id: 'cierre-de-votacion',
      title: 'Fecha límite de votación',
      description: 'Último día para votar. Los 5 diseños con más «me gusta» pasan a la final.',
      at: schedule.votingEndDate,
    },
    {
      id: 'evaluacion-del-jurado',
      title: 'Evaluación del jurado',
      description: 'Un jurado de 6 personas expertas califica a los finalistas con 3, 2 y 1 puntos.',
      at: schedule.expertReviewEnd,
    },
    {
      id: 'contacto-con-el-ganador',
      title: 'Contacto con el ganador',
      description: 'Contactamos al autor del diseño con más puntos; tiene 24 horas para responder.',
      at: schedule.contactWinner,
    },
    {
      id: 'anuncio-del-ganador',
      title: 'Evento público: anuncio del ganador',
      description: 'Revelamos el diseño ganador del sedán compacto híbrido 2025 en un evento en vivo.',
      at: schedule.winnerAnnouncement,
    },
  ];
}

export const isReached = (keyDate: KeyDate, now: number): boolean => keyDate.at !== null && now >= keyDate.at;

/** "20 DE JUNIO", "20 DE JUNIO AL 4 DE AGOSTO" or "POR CONFIRMAR". */
export function keyDateLabel(keyDate: KeyDate): string {
  if (keyDate.at === null) return 'POR CONFIRMAR';
  const from = formatDayMonth(keyDate.at);
  return keyDate.until === undefined ? from : `${from} AL ${formatDayMonth(keyDate.until)}`;
}
