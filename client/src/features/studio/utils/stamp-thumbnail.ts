export const thumbnailHashtag = '#TuDeterminasTuDiseño';
export const thumbnailQuality = 0.7;

/** A 960×540 render with the campaign hashtag stamped on its lower edge, as a JPEG (quality 0.7). */
export function stampThumbnail(render: HTMLCanvasElement): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = render.width;
  canvas.height = render.height;
  const g = canvas.getContext('2d')!;
  g.drawImage(render, 0, 0);
  const band = Math.round(canvas.height * 0.13);
  g.fillStyle = 'rgba(11, 31, 58, 0.72)';
  g.fillRect(0, canvas.height - band, canvas.width, band);
  g.fillStyle = '#c8102e';
  g.fillRect(0, canvas.height - band, Math.round(canvas.width * 0.012), band);
  g.fillStyle = '#ffffff';
  g.font = `bold ${Math.round(band * 0.42)}px system-ui, sans-serif`;
  g.textAlign = 'right';
  g.textBaseline = 'middle';
  g.fillText(thumbnailHashtag, canvas.width - Math.round(band * 0.45), canvas.height - band / 2);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('thumbnail encoding failed'))),
      'image/jpeg',
      thumbnailQuality,
    ),
  );
}
