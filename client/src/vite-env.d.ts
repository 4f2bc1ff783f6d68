/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Brand pages shown in a frame; each falls back to the local placeholder page. */
  readonly VITE_EMBED_JOURNEY_URL?: string;
  readonly VITE_EMBED_JOURNEY_FOR_YOU_URL?: string;
  readonly VITE_EMBED_BLOG_URL?: string;
  readonly VITE_EMBED_PROMOTIONS_URL?: string;
  readonly VITE_EMBED_NEWS_URL?: string;
}
