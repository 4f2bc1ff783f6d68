import type { Area } from 'react-easy-crop';
import { messages } from '../../../../../events/schemas/messages.ts';

export const MIN_PHOTO_SIDE = 100;
const MAX_PHOTO_SIDE = 1024;
const JPEG_QUALITY = 0.9;

export function loadImage(source: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(messages.errors.imageUploadFailed));
    image.src = source;
  });
}

/** The square `area` of the image as a JPEG between 100 and 1024 px wide. */
export async function cropToJpeg(source: string, area: Area): Promise<Blob> {
  const image = await loadImage(source);
  const side = Math.min(MAX_PHOTO_SIDE, Math.max(MIN_PHOTO_SIDE, Math.round(area.width)));
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(messages.errors.imageUploadFailed);
  // JPEG has no transparency: transparent PNG areas become white instead of black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, side, side);
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(messages.errors.imageUploadFailed))),
      'image/jpeg',
      JPEG_QUALITY,
    );
  });
}
