import { describe, expect, it } from 'vitest';
import { timestampFrom } from './TutorialVideos.tsx';

describe('marca_de_tiempo', () => {
  it('should read whole and fractional seconds', () => {
    expect(timestampFrom('?marca_de_tiempo=12')).toBe(12);
    expect(timestampFrom('marca_de_tiempo=3.5&x=1')).toBe(3.5);
  });

  it('should ignore a missing, empty, negative or non-numeric value', () => {
    for (const search of ['', '?marca_de_tiempo=', '?marca_de_tiempo=-4', '?marca_de_tiempo=diez']) {
      expect(timestampFrom(search)).toBeNull();
    }
  });
});
