import { describe, expect, it } from 'vitest';
import { sectionForQuery } from './section-for-query.ts';

describe('how-it-works query flags', () => {
  it('maps each flag to its section, with the ñ encoded or typed', () => {
    expect(sectionForQuery('?dise%C3%B1o=verdadero')).toBe('antes-de-empezar');
    expect(sectionForQuery('diseño=verdadero')).toBe('antes-de-empezar');
    expect(sectionForQuery('?concurso=verdadero')).toBe('asi-funciona-el-concurso');
    expect(sectionForQuery('?fecha=Verdadero')).toBe('fechas-clave');
  });

  it('ignores other values and parameters', () => {
    expect(sectionForQuery('?fecha=falso')).toBeNull();
    expect(sectionForQuery('?utm_source=x')).toBeNull();
    expect(sectionForQuery('')).toBeNull();
  });
});
