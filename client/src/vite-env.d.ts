/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Brand pages shown in a frame; each falls back to its local default page in public/embeds/. */
  readonly VITE_EMBED_JOURNEY_URL?: string;
  readonly VITE_EMBED_JOURNEY_FOR_YOU_URL?: string;
  readonly VITE_EMBED_BLOG_URL?: string;
  readonly VITE_EMBED_PROMOTIONS_URL?: string;
  readonly VITE_EMBED_NEWS_URL?: string;
  /** A brand GLB with the nine named panels and `body`; defaults to the sedan built by `ops/car`. */
  readonly VITE_CAR_MODEL_URL?: string;
}

/** ALTCHA's Latin-American Spanish texts register themselves on import; the package ships no types for them. */
declare module 'altcha/i18n/es-419';
