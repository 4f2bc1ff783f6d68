import sharp from 'sharp';

/** A real photo-like image that does not compress away (random noise), for size-sensitive tests. */
export async function noisyImage(width: number, height: number, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const noise = sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
  });
  return format === 'png' ? noise.png().toBuffer() : noise.jpeg({ quality: 95 }).toBuffer();
}

/** A JPEG carrying what a phone camera writes: camera, author and the place it was taken. */
export async function photoWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 200, height: 150, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone X', Artist: 'Ana Pérez' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 25/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '99/1 8/1 0/1' },
    })
    .toBuffer();
}
