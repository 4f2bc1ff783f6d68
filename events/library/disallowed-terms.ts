// Terms a moderator should see before a design reaches the gallery: violence, hate, sex, drugs and
// rival brands, in Spanish and English. A match does not stop generation; it marks the prompt.
const disallowedTerms = [
  // Spanish
  'arma',
  'armas',
  'pistola',
  'rifle',
  'bomba',
  'sangre',
  'muerte',
  'matar',
  'asesino',
  'cadaver',
  'droga',
  'drogas',
  'cocaina',
  'marihuana',
  'narco',
  'cartel',
  'desnudo',
  'desnuda',
  'porno',
  'sexo',
  'sexual',
  'nazi',
  'esvastica',
  'racista',
  'odio',
  'terrorista',
  'puta',
  'pendejo',
  'cabron',
  'chingar',
  'verga',
  // English
  'gun',
  'guns',
  'weapon',
  'bomb',
  'blood',
  'kill',
  'murder',
  'corpse',
  'drug',
  'drugs',
  'cocaine',
  'weed',
  'nude',
  'naked',
  'porn',
  'sex',
  'swastika',
  'racist',
  'hate',
  'terrorist',
  'fuck',
  'shit',
  'bitch',
  // Rival brands
  'toyota',
  'honda',
  'nissan',
  'mazda',
  'volkswagen',
  'chevrolet',
  'ford',
  'tesla',
] as const;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const listed = new Set<string>(disallowedTerms);

/** The disallowed terms a prompt uses, each once, as whole words regardless of case and accents. */
export function disallowedTermsIn(prompt: string): string[] {
  const words = fold(prompt).split(/[^\p{L}\p{N}]+/u);
  return [...new Set(words.filter((word) => listed.has(word)))];
}
