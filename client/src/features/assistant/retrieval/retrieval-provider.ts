import MiniSearch from 'minisearch';
import { paths } from '../../../config/paths.ts';
import type { AssistantProvider, AssistantReply } from '../assistant-provider.ts';
import type { Passage } from './passages.ts';
import { spanishTerm } from './spanish-terms.ts';

const notFound: AssistantReply = {
  text: 'No encontré una respuesta a eso en las bases del concurso. Prueba con otras palabras, por ejemplo «¿Cuál es el premio?» o «¿Cómo voto?», o escríbenos.',
  sources: [{ title: 'Contacto', href: paths.contact }],
};

const greeting: AssistantReply = {
  text: '¡Hola! Pregúntame sobre las fechas, las reglas, el premio, cómo diseñar, votar o compartir, o sobre tu cuenta.',
  sources: [],
};

// A related passage is offered too when it scores close to the best one.
const relatedShare = 0.6;

/** Ranks passages for a question; the best first. */
export function createPassageIndex(passages: readonly Passage[]) {
  const index = new MiniSearch<Passage>({
    fields: ['title', 'keywords', 'text'],
    storeFields: ['id'],
    processTerm: spanishTerm,
    searchOptions: {
      boost: { title: 3, keywords: 2, text: 1 },
      // Short stems ("vot") would match far too much as prefixes or with a typo allowed.
      prefix: (term) => term.length >= 5,
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
    },
  });
  const byId = new Map(passages.map((passage) => [passage.id, passage]));
  const boostDocument = (id: unknown) => byId.get(String(id))?.weight ?? 1;
  index.addAll(passages);
  return (question: string) =>
    index.search(question, { boostDocument }).flatMap((hit) => {
      const passage = byId.get(String(hit.id));
      return passage ? [{ passage, score: hit.score }] : [];
    });
}

/** The offline adapter of the assistant port: answers with the passage of our texts that best fits. */
export function createRetrievalProvider(passages: readonly Passage[]): AssistantProvider {
  const rank = createPassageIndex(passages);
  return {
    async reply(question) {
      const [best, second] = rank(question);
      if (!best) return /\b(hola|buen[oa]s)\b/i.test(question) ? greeting : notFound;
      const sources = [{ title: best.passage.source, href: best.passage.href }];
      const related =
        second && second.score >= best.score * relatedShare && second.passage.href !== best.passage.href
          ? [{ title: `${second.passage.source}: ${second.passage.title}`, href: second.passage.href }]
          : [];
      return { text: best.passage.text, sources: [...sources, ...related] };
    },
  };
}
