export const campaignHashtag = '#TuDeterminasTuDiseño';

/** SPEC §4 and §9: the ready text, with the detail link and the hashtag. */
export function defaultCaption(link: string): string {
  return `¡Acabo de diseñar un sedán compacto híbrido con IA! Apóyame con tu voto y podría llevármelo a casa: ${link} ${campaignHashtag}`;
}

export const facebookIntent = (link: string, caption: string) =>
  `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: link, quote: caption })}`;

/** The caption already holds the link, so X gets the text alone. */
export const xIntent = (caption: string) => `https://x.com/intent/post?${new URLSearchParams({ text: caption })}`;
