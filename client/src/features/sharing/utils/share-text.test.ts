import { describe, expect, it } from 'vitest';
import { defaultCaption, facebookIntent, xIntent } from './share-text.ts';

describe('share texts', () => {
  const link = 'https://concurso.mx/detalles-de-la-galeria/abc';

  it('invites votes with the detail link and the campaign hashtag', () => {
    expect(defaultCaption(link)).toBe(
      `¡Acabo de diseñar un sedán compacto híbrido con IA! Apóyame con tu voto y podría llevármelo a casa: ${link} #TuDeterminasTuDiseño`,
    );
  });

  it('hands the link and caption to the Facebook and X share intents', () => {
    const facebook = new URL(facebookIntent(link, 'Hola #TuDeterminasTuDiseño'));
    expect([facebook.searchParams.get('u'), facebook.searchParams.get('quote')]).toEqual([
      link,
      'Hola #TuDeterminasTuDiseño',
    ]);
    expect(new URL(xIntent('Hola ñ')).searchParams.get('text')).toBe('Hola ñ');
  });
});
