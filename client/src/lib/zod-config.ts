import { config } from 'zod/mini';
import { answerValidationInSpanish } from '../../../events/schemas/spanish-validation.ts';

// Zod probes `new Function` to compile fast object parsers; under the server's CSP (no
// 'unsafe-eval') that probe is reported as a violation on every page. Imported first by
// main.tsx, before any schema is built.
config({ jitless: true });
answerValidationInSpanish();
