const localPlaceholder = '/embeds/placeholder.html';

const env = import.meta.env;

export const embeds = {
  journey: { title: 'El viaje de 10 años', url: env.VITE_EMBED_JOURNEY_URL || localPlaceholder },
  journeyForYou: { title: 'El viaje es por ti', url: env.VITE_EMBED_JOURNEY_FOR_YOU_URL || localPlaceholder },
  blog: { title: 'Blog', url: env.VITE_EMBED_BLOG_URL || localPlaceholder },
  promotions: { title: 'Promociones', url: env.VITE_EMBED_PROMOTIONS_URL || localPlaceholder },
  news: { title: 'Últimas noticias', url: env.VITE_EMBED_NEWS_URL || localPlaceholder },
} as const;

export type EmbedKey = keyof typeof embeds;
