/** SPEC §9: a text over `limit` characters is cut at `keep` and ends in dots. */
export function truncate(text: string, limit: number, keep = limit): string {
  return text.length > limit ? `${text.slice(0, keep).trimEnd()}...` : text;
}

/** Carousel names over 40 characters show their first 37 and dots. */
export const carouselName = (name: string) => truncate(name, 40, 37);
/** Gallery card descriptions over 105 characters show their first 102 and dots. */
export const cardDescription = (description: string) => truncate(description, 105, 102);
/** Landing card titles over 25 characters show their first 22 and dots. */
export const landingCardTitle = (name: string) => truncate(name, 25, 22);
