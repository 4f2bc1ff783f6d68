/** The chat assistant's identity; the admin's chatbot settings will replace these defaults. */
export const assistantDefaults = {
  name: 'Dani',
  logoUrl: '/assistant/logo.svg',
} as const;
