import { z } from 'zod';
import { datesInOrder, datesOutOfOrder } from './contest.ts';
import { messages } from './messages.ts';

// What the admin back office sends: the browser's forms and the server's validators share these.

const required = (message: string) => z.number({ error: message }).int({ error: message }).nonnegative();

/** SPEC §5 event form; dates are epoch milliseconds (the form converts them before sending). */
export const eventSettingsSchema = z
  .object({
    eventId: z
      .string()
      .regex(/^[\w-]{1,64}$/)
      .optional(),
    startDate: required(messages.validation.startDateRequired),
    votingEndDate: required('La fecha de fin de votación es un campo obligatorio'),
    contentCreationEndDate: required('La fecha de fin de creación de contenido es un campo obligatorio'),
    expertReviewEnd: required('La fecha de fin de evaluación de expertos es un campo obligatorio'),
    contactWinner: z.number().int().nonnegative().nullable().default(null),
    winnerAnnouncement: required('La fecha de anuncio del ganador es un campo obligatorio'),
    videoUrl: z.url({ error: messages.validation.invalidUrl }).max(2000).nullable().default(null),
    revealVotes: z.boolean().default(false),
    countDown: z.boolean().default(false),
  })
  .refine(datesInOrder, { error: datesOutOfOrder, path: ['votingEndDate'] });

export type EventSettings = z.infer<typeof eventSettingsSchema>;

export const adminOtpSchema = z.object({ otp: z.string().regex(/^\d{6}$/, messages.validation.otpFormat) });

/**
 * The chat assistant's name and logo, shown by the site's assistant. The logo is a path on this
 * site (its images policy allows no other origin), e.g. `/assistant/logo.svg` or an uploaded file.
 */
export const assistantSettingsSchema = z.object({
  name: z.string().trim().min(1, messages.validation.chatbotNameRequired).max(40),
  logoUrl: z
    .string()
    .trim()
    .max(2000)
    .refine((value) => /^\/(?!\/)\S+$/.test(value), messages.validation.chatbotLogoUrl),
});

export type AssistantSettings = z.infer<typeof assistantSettingsSchema>;

const utmRequired = (what: string) => z.string().trim().min(1, `${what} es obligatorio`).max(200);

/** SPEC §3 UTM form (websiteUrl is fixed by the site and not typed). */
export const utmSchema = z.object({
  utmSource: utmRequired('La fuente es obligatoria'),
  utmMedium: utmRequired('El medio es obligatorio'),
  utmName: utmRequired('El nombre de la campaña es obligatorio'),
  utmTerm: z.string().trim().max(200).optional(),
  utmContent: z.string().trim().max(200).optional(),
});

export type UtmForm = z.infer<typeof utmSchema>;

/** SPEC §5: site URL + utm_source, utm_medium, utm_campaign, then utm_term and utm_content only when filled. */
export function utmLink(websiteUrl: string, form: UtmForm): string {
  const url = new URL(websiteUrl);
  url.searchParams.set('utm_source', form.utmSource);
  url.searchParams.set('utm_medium', form.utmMedium);
  url.searchParams.set('utm_campaign', form.utmName);
  if (form.utmTerm) url.searchParams.set('utm_term', form.utmTerm);
  if (form.utmContent) url.searchParams.set('utm_content', form.utmContent);
  return url.toString();
}

/** SPEC §7 list queries of users, admins and moderators (10 per page in the back office). */
export const accountListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  sortBy: z.enum(['createdAt', 'name', 'email', 'lastLoginAt']).default('createdAt'),
  sortAt: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

export type AccountListQuery = z.infer<typeof accountListQuerySchema>;

export type AccountListKind = 'users' | 'admins' | 'moderators';

/** SPEC §8: 'Please select atleast one Moderator' and its siblings, as the back office writes them. */
export const selectAtLeastOne = {
  users: 'Please select atleast one User',
  admins: 'Please select atleast one Admin',
  moderators: messages.errors.selectModerator,
} as const satisfies Record<AccountListKind, string>;

const idList = (kind: AccountListKind) =>
  z
    .array(z.string().regex(/^[\w-]{1,64}$/), { error: selectAtLeastOne[kind] })
    .min(1, selectAtLeastOne[kind])
    .max(100);

/** POST /admin/delete-* and /admin/revoke-* bodies: `{userIds}`, `{adminIds}`, `{moderatorIds}`. */
export const accountIdsSchemas = {
  users: z.object({ userIds: idList('users') }),
  admins: z.object({ adminIds: idList('admins') }),
  moderators: z.object({ moderatorIds: idList('moderators') }),
} as const;

/** A row of the users, admins or moderators lists. */
export type AccountListRow = {
  _id: string;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string;
  distributor: string | null;
  state: string | null;
  createdAt: number;
  lastLoginAt: number | null;
  isVerified: boolean;
  onBoarded: boolean;
};

/** A row of the deletion queue beneath each list. */
export type QueuedDeletionRow = {
  _id: string;
  name: string;
  email: string;
  role: string;
  requestedBy: { _id: string; name: string };
  requestedAt: number;
  executeAt: number;
};

/** GET /admin/daily-gallery-submissions?isSubmitted=: true for gallery submissions, false for designs generated. */
export const submissionsQuerySchema = z.object({ isSubmitted: z.enum(['true', 'false']).default('true') });

/** GET /admin/users-by-state?type=: registered (signup) or connected (login) in the last 24 h. */
export const byStateQuerySchema = z.object({ type: z.enum(['signup', 'login']).default('signup') });

/** SPEC §3 export form; the dates travel as timestamps. 'Please select required fileds' when one is missing. */
export const exportRequestSchema = z
  .object({
    infoType: z.enum(['userDetails', 'sessionInfo'], { error: messages.errors.selectRequiredFields }),
    startDate: z.number({ error: messages.errors.selectRequiredFields }).int().nonnegative(),
    endDate: z.number({ error: messages.errors.selectRequiredFields }).int().nonnegative(),
  })
  .refine((range) => range.startDate <= range.endDate, {
    error: 'La fecha de inicio debe ser anterior a la fecha de fin.',
    path: ['endDate'],
  });

export type ExportRequest = z.infer<typeof exportRequestSchema>;

/** The design history's search: part of a submitted design's name (issue 20). */
export const designHistorySearchSchema = z.object({
  search: z.string().trim().min(1, 'Escribe parte del nombre del diseño').max(100),
});

/** One event about a design, where it sits in the log (GET /admin/design-history/:designId). */
export type HistoryEntry = {
  globalPosition: number;
  streamId: string;
  streamVersion: number;
  type: string;
  recordedAt: string;
  actor: string | null;
  commandId: string | null;
  details: Record<string, string>;
};

/** Net likes gained in one hour (UTC), and the running total at its end. */
export type VotesPoint = { hour: string; net: number; total: number };

export type DesignHistory = { designId: string; entries: HistoryEntry[]; truncated: boolean; votes: VotesPoint[] };

/** A submitted design found by name (GET /admin/design-history?search=). */
export type FoundDesign = { designId: string; name: string; lastAt: string };
