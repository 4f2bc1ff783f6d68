import { describe, expect, it } from 'vitest';
import { spanishTerm } from './spanish-terms.ts';

describe('Spanish search terms', () => {
  it('brings inflections of one word to one stem, accents and ñ folded', () => {
    const stems = (words: string[]) => new Set(words.map(spanishTerm));
    expect(stems(['votación', 'votar', 'votos', 'voto', 'VOTACIONES'])).toEqual(new Set(['vot']));
    expect(stems(['diseño', 'diseños', 'diseñar', 'diseno'])).toEqual(new Set(['disen']));
    expect(stems(['fecha', 'fechas'])).toEqual(new Set(['fech']));
  });

  it('drops words that carry no meaning but keeps "cuándo"', () => {
    expect(spanishTerm('el')).toBeNull();
    expect(spanishTerm('Cuál')).toBeNull();
    expect(spanishTerm('Cuándo')).toBe('cuand');
  });
});
