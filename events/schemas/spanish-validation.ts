import { z } from 'zod';

/**
 * SPEC §5 gives the texts of the rules it names, and the schemas carry them; every other rule
 * (an unknown panel, a number out of range) must answer in Spanish too, on the server and in the
 * browser alike, so both call this once at start.
 */
export function answerValidationInSpanish(): void {
  z.config(z.locales.es());
}
