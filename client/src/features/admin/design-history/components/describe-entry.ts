import type { HistoryEntry } from '../../../../../../events/schemas/admin.ts';
import type { SocialPlatform } from '../../../../../../events/schemas/gallery.ts';

const statuses: Record<string, string> = {
  PENDING: 'pendiente',
  VERIFIED: 'verificado',
  REJECTED: 'rechazado',
  RETRY: 'devuelto para corregir',
};

const platforms: Record<SocialPlatform, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X',
  tiktok: 'TikTok',
  'web-share': 'el menú de compartir del dispositivo',
};

const quoted = (comment: string | undefined) => (comment?.trim() ? ` · «${comment.trim()}»` : '');

/** The entry's kind for the timeline's marker, and a sentence in Spanish of what happened. */
export function describeEntry({ type, details }: HistoryEntry): { tone: string; text: string } {
  switch (type) {
    case 'DesignSaved':
      return { tone: 'library', text: `Creado y guardado en la biblioteca como «${details.name ?? ''}»` };
    case 'DesignSubmitted':
      return { tone: 'library', text: 'Su creador lo envió a la galería' };
    case 'DesignSubmittedForReview':
      return { tone: 'review', text: `Entró a revisión como «${details.name ?? ''}» (pendiente)` };
    case 'DesignReviewed':
      return {
        tone: 'review',
        text: `Revisión: ${statuses[details.status ?? ''] ?? details.status} por el moderador ${details.moderatorId ?? ''}${quoted(details.comments)}`,
      };
    case 'SubmissionReturned':
      return { tone: 'review', text: `Envío devuelto a su creador${quoted(details.comments)}` };
    case 'DesignDeleted':
      return { tone: 'library', text: 'Eliminado de la biblioteca' };
    case 'VoteCast':
      return { tone: 'vote', text: `Me gusta de ${details.voterId ?? ''}` };
    case 'VoteWithdrawn':
      return {
        tone: 'vote',
        text: `Me gusta retirado${details.reason === 'account-deleted' ? ' al eliminarse la cuenta' : ''} de ${details.voterId ?? ''}`,
      };
    case 'DesignShared':
      return {
        tone: 'share',
        text: `Compartido en ${platforms[details.platform as SocialPlatform] ?? details.platform}`,
      };
    default:
      return { tone: 'other', text: type };
  }
}
