import { describe, expect, it } from 'vitest';
import { cardDescription, carouselName, landingCardTitle } from './truncate.ts';

describe('truncation (SPEC §9)', () => {
  it('cuts carousel names over 40 characters at 37 and adds dots', () => {
    expect(carouselName('a'.repeat(40))).toBe('a'.repeat(40));
    expect(carouselName('a'.repeat(41))).toBe(`${'a'.repeat(37)}...`);
  });

  it('cuts card descriptions over 105 characters at 102 and adds dots', () => {
    expect(cardDescription('d'.repeat(105))).toBe('d'.repeat(105));
    expect(cardDescription('d'.repeat(106))).toBe(`${'d'.repeat(102)}...`);
  });

  it('cuts landing card titles over 25 characters at 22 and adds dots', () => {
    expect(landingCardTitle('t'.repeat(25))).toBe('t'.repeat(25));
    expect(landingCardTitle('t'.repeat(26))).toBe(`${'t'.repeat(22)}...`);
  });
});
