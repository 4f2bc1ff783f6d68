import { messages } from '../../../../../events/schemas/messages.ts';
import { notify } from '../../../lib/toast.ts';

// SPEC §8: the browser's share errors, in Spanish.
const webShareErrors: Record<string, string> = {
  NotAllowedError: 'Tu navegador no dio permiso para compartir. Revisa los permisos e inténtalo de nuevo.',
  InvalidStateError: 'Para compartir, toca el botón de nuevo.',
  TypeError: 'Esta plataforma no permite compartir este contenido.',
  DataError: 'Esta plataforma no permite compartir este contenido.',
};

/** The device's own share sheet; resolves true when the visitor shared. */
export async function webShare(data: ShareData): Promise<boolean> {
  if (typeof navigator.share !== 'function') {
    notify.error(messages.errors.webShareUnsupported);
    return false;
  }
  try {
    await navigator.share(data);
    return true;
  } catch (error) {
    const name = error instanceof DOMException || error instanceof TypeError ? error.name : '';
    // The visitor closing the sheet is no failure.
    if (name !== 'AbortError') notify.error(webShareErrors[name] ?? messages.errors.generic);
    return false;
  }
}
