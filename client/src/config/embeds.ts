const env = import.meta.env;

// Each embedded page shows the brand's URL when configured at build time, otherwise its local default page.
export const embeds = {
  journey: { title: 'El viaje de 10 años', url: env.VITE_EMBED_JOURNEY_URL || '/embeds/el-viaje.html' },
  journeyForYou: {
    title: 'El viaje es por ti',
    url: env.VITE_EMBED_JOURNEY_FOR_YOU_URL || '/embeds/el-viaje-es-por-ti.html',
  },
  blog: { title: 'Blog', url: env.VITE_EMBED_BLOG_URL || '/embeds/blog.html' },
  promotions: { title: 'Promociones', url: env.VITE_EMBED_PROMOTIONS_URL || '/embeds/promociones.html' },
  news: { title: 'Últimas noticias', url: env.VITE_EMBED_NEWS_URL || '/embeds/noticias.html' },
} as const;

export type EmbedKey = keyof typeof embeds;
