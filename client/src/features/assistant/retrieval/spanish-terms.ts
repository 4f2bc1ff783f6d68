// Words that carry no meaning for a search over the contest texts. "cuándo" and "cómo" stay: they ask
// for a date or for steps, which our titles say the same way.
const stopWords = new Set(
  (
    'a al algo ante con contra de del desde donde e el ella ellos en entre era es esa ese eso esta estan este esto ' +
    'fue ha hay la las le les lo los mas me mi mis muy no nos o para pero por que quien se ser si sin sobre son su ' +
    'sus te tu tus un una uno unos y ya yo cual cuales hola quiero puedo saber favor oye'
  ).split(' '),
);

// Longest first: "votacion", "votar", "votos" and "voto" all become "vot".
const suffixes = [
  'aciones',
  'amientos',
  'imientos',
  'acion',
  'amiento',
  'imiento',
  'mente',
  'ando',
  'iendo',
  'adas',
  'idas',
  'ados',
  'idos',
  'ada',
  'ida',
  'ado',
  'ido',
  'ar',
  'er',
  'ir',
  'es',
  'as',
  'os',
  'a',
  'o',
  'e',
  's',
];

/** Lower case without accents: "Diseño" and "diseno", "votación" and "votacion" match. */
export const foldAccents = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A light Spanish stemmer: strips one common inflection while keeping a stem of at least 3 letters. */
export function stem(word: string): string {
  const suffix = suffixes.find((end) => word.endsWith(end) && word.length - end.length >= 3);
  return suffix ? word.slice(0, -suffix.length) : word;
}

/** MiniSearch's processTerm: folded, stemmed, stop words dropped. */
export function spanishTerm(term: string): string | null {
  const folded = foldAccents(term);
  if (folded.length < 2 || stopWords.has(folded)) return null;
  return stem(folded);
}
