import type { ContestSchedule } from '../../../../../events/schemas/contest.ts';
import { paths } from '../../../config/paths.ts';
import { blockText } from '../../../content/document.ts';
import { faqEntries } from '../../../content/faq.ts';
import { beforeYouStart, contestStages } from '../../../content/how-it-works.ts';
import { keyDates } from '../../../content/key-dates.ts';
import { termsDocument } from '../../../content/terms.ts';
import { formatDateTime } from '../../../lib/contest-dates.ts';

/** One retrievable piece of our own texts, with where a visitor can read it in full. */
export type Passage = {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  /** Words visitors use for this topic that the text itself may not contain. */
  readonly keywords: string;
  readonly source: string;
  readonly href: string;
  /** Short answers written for visitors rank above the legal wording that says the same. */
  readonly weight: number;
};

// How visitors ask about each milestone of the calendar.
const dateKeywords: Record<string, string> = {
  lanzamiento: 'cuándo empieza inicia comienza arranca abre inicio lanzamiento fecha',
  'carga-y-votacion': 'cuándo puedo participar subir enviar cargar periodo fecha',
  'cierre-de-votacion': 'cuándo hasta qué día termina cierra acaba finaliza votar último fecha límite',
  'evaluacion-del-jurado': 'cuándo evalúa califica jurado expertos evaluación fecha',
  'contacto-con-el-ganador': 'cuándo contactan avisan llaman ganador fecha',
  'anuncio-del-ganador': 'cuándo anuncian publican resultados ganador evento en vivo fecha',
};

function keyDatePassages(schedule: ContestSchedule): Passage[] {
  return keyDates(schedule).map((keyDate) => {
    const when =
      keyDate.at === null
        ? 'La fecha aún está por confirmar; la publicaremos en «Fechas clave».'
        : keyDate.until === undefined
          ? `Fecha: ${formatDateTime(keyDate.at)}.`
          : `Del ${formatDateTime(keyDate.at)} al ${formatDateTime(keyDate.until)}.`;
    return {
      id: `fecha-${keyDate.id}`,
      title: keyDate.title,
      text: `${keyDate.title}. ${when} ${keyDate.description}`,
      keywords: dateKeywords[keyDate.id] ?? 'cuándo fecha',
      source: 'Fechas clave',
      weight: 1.3,
      href: `${paths.home}?fecha=verdadero`,
    };
  });
}

function howItWorksPassages(): Passage[] {
  return [
    {
      id: 'como-funciona-antes-de-empezar',
      title: 'Antes de empezar',
      text: beforeYouStart.map((line, index) => `${index + 1}. ${line}`).join(' '),
      keywords: 'pasos cómo participo empiezo crear diseñar estudio ia',
      source: 'Cómo funciona',
      weight: 1.2,
      href: `${paths.home}?diseño=verdadero`,
    },
    ...contestStages.map((stage, index) => ({
      id: `como-funciona-etapa-${index + 1}`,
      title: stage.title,
      text: `${stage.title}: ${stage.summary} ${stage.points.join(' ')}`,
      keywords: 'etapas reglas cómo funciona el concurso finalistas',
      source: 'Así funciona el concurso',
      weight: 1.2,
      href: `${paths.home}?concurso=verdadero`,
    })),
  ];
}

function faqPassages(schedule: ContestSchedule): Passage[] {
  return faqEntries(schedule).map((entry) => ({
    id: `faq-${entry.id}`,
    title: entry.question,
    text: entry.answer,
    keywords: '',
    source: 'Preguntas frecuentes',
    weight: 1.3,
    href: `${paths.faq}#${entry.id}`,
  }));
}

function termsPassages(schedule: ContestSchedule): Passage[] {
  return termsDocument(schedule).sections.flatMap((section) =>
    section.blocks.map((block, index) => ({
      id: `terminos-${section.id}-${index}`,
      title: section.title.replace(/^\d+\.\s*/, ''),
      text: blockText(block),
      keywords: '',
      source: 'Términos y condiciones',
      weight: 1,
      href: `${paths.terms}#${section.id}`,
    })),
  );
}

/** Everything the assistant can answer from, with the dates of the configured event. */
export function contestPassages(schedule: ContestSchedule): Passage[] {
  return [...keyDatePassages(schedule), ...howItWorksPassages(), ...faqPassages(schedule), ...termsPassages(schedule)];
}
