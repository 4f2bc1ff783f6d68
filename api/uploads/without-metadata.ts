import sharp, { type Sharp } from 'sharp';

const encoders = {
  'image/jpeg': (image: Sharp) => image.jpeg({ quality: 90 }),
  'image/png': (image: Sharp) => image.png(),
  'image/webp': (image: Sharp) => image.webp({ quality: 90 }),
} as const;

export type ImageType = keyof typeof encoders;

/**
 * Re-encodes the image with no metadata: EXIF (camera, GPS position, time), XMP, IPTC and comments
 * go; the EXIF orientation is applied to the pixels first, so the photo stays upright.
 */
export async function withoutMetadata(bytes: Uint8Array, contentType: ImageType): Promise<Uint8Array> {
  const clean = await encoders[contentType](sharp(bytes, { failOn: 'error' }).rotate()).toBuffer();
  return new Uint8Array(clean);
}
