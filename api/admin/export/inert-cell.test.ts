import { describe, expect, it } from 'vitest';
import { inertCell } from './inert-cell.ts';

describe('CSV cells', () => {
  it.each(['=HYPERLINK("http://x")', '+52 55', '-1+2', '@SUM(A1)', '\tTAB', '\rCR'])('should neutralise %j', (cell) => {
    expect(inertCell(cell)).toBe(`'${cell}`);
  });

  it('should leave ordinary text alone', () => {
    expect(inertCell('José Pérez')).toBe('José Pérez');
    expect(inertCell('a=b')).toBe('a=b');
  });
});
