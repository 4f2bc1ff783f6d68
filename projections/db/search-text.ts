// Spanish search ignores case and accents: "diseno" finds "Diseño", "CAFE" finds "café". The same
// folding runs on the stored text and on the query, so both sides always agree.
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The term as a LIKE pattern that matches it anywhere, its wildcards taken literally. */
export function containsPattern(term: string): string {
  return `%${foldForSearch(term).replace(/[\\%_]/g, (wildcard) => `\\${wildcard}`)}%`;
}
