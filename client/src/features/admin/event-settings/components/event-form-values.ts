import { z } from 'zod';
import type { EventSettings } from '../../../../../../events/schemas/admin.ts';
import { dateTimeTextSchema, formatDateTimeText } from '../../../../lib/date-time-text.ts';
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

/** What the form holds: dates as DD/MM/YYYY HH:mm text on central Mexico time. */
export type EventFormValues = Record<DateField, string> & {
  videoUrl: string;
  revealVotes: boolean;
  countDown: boolean;
};

const asInput = (ms: number | null | undefined) => (ms == null ? '' : formatDateTimeText(ms));

/** The dates as typed: each one a DD/MM/YYYY HH:mm text or blank, read as epoch milliseconds. */
export const eventDatesSchema = z.object({
  startDate: dateTimeTextSchema,
  votingEndDate: dateTimeTextSchema,
  contentCreationEndDate: dateTimeTextSchema,
  expertReviewEnd: dateTimeTextSchema,
  contactWinner: dateTimeTextSchema,
  winnerAnnouncement: dateTimeTextSchema,
}) satisfies z.ZodType<unknown, Record<DateField, string>>;

type EventDates = z.infer<typeof eventDatesSchema>;

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
export function payloadOf(
  values: EventFormValues,
  dates: EventDates,
  eventId: string | undefined,
): Partial<EventSettings> {
  return {
    eventId,
    ...dates,
    contactWinner: dates.contactWinner ?? null,
    videoUrl: values.videoUrl.trim() || null,
    revealVotes: values.revealVotes,
    countDown: values.countDown,
  };
}
