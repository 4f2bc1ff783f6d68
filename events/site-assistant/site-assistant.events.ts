import type { AssistantSettings } from '../schemas/admin.ts';

// site-assistant: the chat assistant's name and logo as the admin set them.
export type AssistantConfigured = { type: 'AssistantConfigured'; data: AssistantSettings & { at: number } };

export type SiteAssistantEvent = AssistantConfigured;

export const siteAssistantStreamId = 'site-assistant';
