import { imageSize } from 'image-size';

const signatures: Record<string, (bytes: Uint8Array) => boolean> = {
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => b[i] === byte),
  'image/webp': (b) =>
    String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
};

export const maxUploadBytes = 5 * 1024 * 1024;
export const minProfileSide = 100;

export type ImageVerdict = { ok: true } | { ok: false; reason: string };

/** The bytes must be the image type they claim (by magic bytes), at most 5 MB; profile photos at least 100×100. */
export function checkImage(bytes: Uint8Array, contentType: string, module: string): ImageVerdict {
  if (bytes.length === 0 || bytes.length > maxUploadBytes)
    return { ok: false, reason: 'La imagen debe pesar como máximo 5 MB.' };
  if (!signatures[contentType]?.(bytes))
    return { ok: false, reason: 'El archivo no es una imagen JPEG, PNG o WebP válida.' };
  if (module === 'profile') {
    const size = (() => {
      try {
        return imageSize(bytes);
      } catch {
        return undefined;
      }
    })();
    if (!size?.width || !size.height || size.width < minProfileSide || size.height < minProfileSide) {
      return { ok: false, reason: 'La foto de perfil debe medir al menos 100 × 100 píxeles.' };
    }
  }
  return { ok: true };
}
