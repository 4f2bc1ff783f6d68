import { z } from 'zod';
import type { DesignContent } from './design.ts';

/** Moderator page size (SPEC §9) and the longest name shown whole in the queue. */
export const moderationPageSize = 10;
export const queueNameMax = 30;
export const reviewCommentMax = 1000;

export const reviewStatuses = ['VERIFIED', 'REJECTED', 'RETRY'] as const;
export type ReviewVerdict = (typeof reviewStatuses)[number];

export const moderationMessages = {
  commentRequired: 'Escribe un comentario para rechazar el diseño o pedir otro intento.',
  commentMax: `El comentario debe tener como máximo ${reviewCommentMax} caracteres.`,
  statusRequired: 'Elige aprobar, rechazar o reintentar.',
  designRequired: 'Falta el diseño a revisar.',
  reviewed: { VERIFIED: 'Diseño aprobado', REJECTED: 'Diseño rechazado', RETRY: 'Diseño devuelto a su autor' },
} as const;

/** POST /moderator/glb-model-status-update: REJECTED and RETRY need a comment, approving needs none. */
export const reviewRequestSchema = z
  .object({
    glbModelId: z.string({ error: moderationMessages.designRequired }).uuid(moderationMessages.designRequired),
    status: z.enum(reviewStatuses, { error: moderationMessages.statusRequired }),
    comments: z.string().trim().max(reviewCommentMax, moderationMessages.commentMax).default(''),
    /** The version of the design the moderator looked at (from the queue); a newer verdict wins. */
    expectedVersion: z.number().int().min(1).optional(),
  })
  .refine((review) => review.status === 'VERIFIED' || review.comments.length > 0, {
    path: ['comments'],
    message: moderationMessages.commentRequired,
  });

/** GET /moderator/under-review-glb-model: the 'all' tab lists pending designs, 'reject' the rejected ones. */
export const queueQuerySchema = z.object({
  search: z.string().trim().max(100).default(''),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
  cursor: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).default(moderationPageSize),
  type: z.enum(['all', 'reject']).default('all'),
});
export type QueueQuery = z.output<typeof queueQuerySchema>;

export type ModerationCounters = { pendingCount: number; rejectedCount: number; verifiedCount: number };

/** One design in the moderator's queue, as GET /moderator/under-review-glb-model answers it. */
export type ReviewQueueItem = DesignContent & {
  badPrompts: string[];
  submittedAt: number;
  status: 'PENDING' | ReviewVerdict;
  comments: string;
  reviewedAt: number | null;
  /** The design's version as reviewed; a verdict sends it back so that the first moderator wins. */
  version: number;
  userId: { _id: string; firstName: string; lastName: string; name: string };
};

export type ReviewQueuePage = {
  data: ReviewQueueItem[];
  totalCount: ModerationCounters & { nextCursor: string | null; totalcount: number };
};
