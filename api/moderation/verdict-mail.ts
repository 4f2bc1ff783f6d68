import type { Mail } from '../mail/mailer.ts';

/** A rejected design's owner hears why, in the moderator's words. */
export function rejectionMail(to: string, designName: string, comments: string): Mail {
  return {
    to,
    subject: `Tu diseño «${designName}» no fue aprobado`,
    text: `Revisamos tu diseño «${designName}» y no fue aprobado para la galería del concurso.\n\nComentario del equipo de moderación:\n${comments}\n\nSi tienes dudas, escríbenos desde la sección de contacto.\n\n— Equipo del Concurso de Diseño`,
  };
}
