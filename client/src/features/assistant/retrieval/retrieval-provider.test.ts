import { describe, expect, it } from 'vitest';
import { specSchedule } from '../../../content/spec-schedule.ts';
import { contestPassages } from './passages.ts';
import { createPassageIndex, createRetrievalProvider } from './retrieval-provider.ts';

const rank = createPassageIndex(contestPassages(specSchedule));
const bestFor = (question: string) => rank(question)[0]?.passage.id;

describe('assistant retrieval', () => {
  // Where our texts state one rule in several places, any of those passages is a right answer.
  it.each<[string, string | string[]]>([
    ['¿Cuándo termina la votación?', 'fecha-cierre-de-votacion'],
    ['¿Hasta qué día puedo votar?', 'fecha-cierre-de-votacion'],
    ['¿Cuándo empieza el concurso?', 'fecha-lanzamiento'],
    ['¿Cuándo anuncian al ganador?', 'fecha-anuncio-del-ganador'],
    ['¿Cuál es el premio?', ['faq-premio', 'terminos-premio-0']],
    ['¿Quién puede participar?', 'faq-quien-participa'],
    ['¿Cómo voto por un diseño?', 'faq-como-votar'],
    ['¿Cómo comparto mi diseño en TikTok?', 'faq-compartir'],
    ['¿Cuántos diseños puedo enviar?', 'faq-cuantos-disenos'],
    ['no me llegó el código', 'faq-codigo'],
    ['olvidé mi contrasena', 'faq-contrasena'],
    ['¿Qué pasa si hay empate en el quinto lugar?', ['faq-ganador', 'como-funciona-etapa-1', 'terminos-etapas-0']],
    ['¿Cuántos puntos da cada experto del jurado?', 'como-funciona-etapa-2'],
    ['¿Pueden usar mi imagen?', 'terminos-uso-de-imagen-0'],
    ['derechos de autor de mi diseño', 'terminos-derechos-de-autor-0'],
  ])('%s → %s', (question, expected) => {
    expect([expected].flat()).toContain(bestFor(question));
  });

  it('answers the voting deadline with the configured date', async () => {
    const votingEndDate = Date.UTC(2026, 2, 15, 5, 59); // 14 March 2026, 23:59 in central Mexico
    const provider = createRetrievalProvider(contestPassages({ ...specSchedule, votingEndDate }));
    const reply = await provider.reply('¿Cuándo termina la votación?', []);
    expect(reply.text).toContain('14 de marzo de 2026 a las 23:59 h');
    expect(reply.sources[0]).toEqual({ title: 'Fechas clave', href: '/?fecha=verdadero' });
  });

  it('says so, and points to contact, when nothing in our texts fits', async () => {
    const reply = await createRetrievalProvider(contestPassages(specSchedule)).reply('xyzzy qwerty', []);
    expect(reply.text).toMatch(/^No encontré una respuesta/);
    expect(reply.sources).toEqual([{ title: 'Contacto', href: '/contacto' }]);
  });
});
