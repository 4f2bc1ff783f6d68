import dayjs from 'dayjs';
import type { EventSettings } from '../../../../../../events/schemas/admin.ts';
import type { AdminEvent } from '../api/get-admin-event.ts';

export const dateFields = [
  ['startDate', 'Inicio de diseño y votación'],
  ['votingEndDate', 'Fin de la votación'],
  ['contentCreationEndDate', 'Último día para subir diseños'],
  ['expertReviewEnd', 'Fin de la evaluación de expertos'],
  ['contactWinner', 'Contacto con el ganador'],
  ['winnerAnnouncement', 'Anuncio del ganador'],
] as const;

type DateField = (typeof dateFields)[number][0];

/** What the form holds: dates as `datetime-local` text in the admin's time zone. */
export type EventFormValues = Record<DateField, string> & {
  videoUrl: string;
  revealVotes: boolean;
  countDown: boolean;
};

const asInput = (ms: number | null | undefined) => (ms == null ? '' : dayjs(ms).format('YYYY-MM-DDTHH:mm'));
const asEpoch = (text: string) => (text ? dayjs(text).valueOf() : undefined);

export function formValuesOf(event: AdminEvent | null): EventFormValues {
  return {
    startDate: asInput(event?.startDate),
    votingEndDate: asInput(event?.votingEndDate),
    contentCreationEndDate: asInput(event?.contentCreationEndDate),
    expertReviewEnd: asInput(event?.expertReviewEnd),
    contactWinner: asInput(event?.contactWinner),
    winnerAnnouncement: asInput(event?.winnerAnnouncement),
    videoUrl: event?.videoUrl ?? '',
    revealVotes: event?.revealVotes ?? false,
    countDown: event?.countDown ?? false,
  };
}

/** SPEC §3: the dates travel as timestamps; blank optional fields as null. */
export function payloadOf(values: EventFormValues, eventId: string | undefined): Partial<EventSettings> {
  return {
    eventId,
    startDate: asEpoch(values.startDate),
    votingEndDate: asEpoch(values.votingEndDate),
    contentCreationEndDate: asEpoch(values.contentCreationEndDate),
    expertReviewEnd: asEpoch(values.expertReviewEnd),
    contactWinner: asEpoch(values.contactWinner) ?? null,
    winnerAnnouncement: asEpoch(values.winnerAnnouncement),
    videoUrl: values.videoUrl.trim() || null,
    revealVotes: values.revealVotes,
    countDown: values.countDown,
  };
}
