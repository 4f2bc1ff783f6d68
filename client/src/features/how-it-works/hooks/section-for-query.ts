export const howItWorksSections = {
  design: 'antes-de-empezar',
  contest: 'asi-funciona-el-concurso',
  dates: 'fechas-clave',
} as const;

// SPEC §2: ?diseño=verdadero, ?concurso=verdadero, ?fecha=verdadero. "diseno" forgives a keyboard without ñ.
const flags: [string[], string][] = [
  [['diseño', 'diseno'], howItWorksSections.design],
  [['concurso'], howItWorksSections.contest],
  [['fecha'], howItWorksSections.dates],
];

/** The id of the how-it-works section a query string asks to scroll to, or null. */
export function sectionForQuery(search: string): string | null {
  const query = new URLSearchParams(search);
  const match = flags.find(([names]) => names.some((name) => query.get(name)?.toLowerCase() === 'verdadero'));
  return match ? match[1] : null;
}
