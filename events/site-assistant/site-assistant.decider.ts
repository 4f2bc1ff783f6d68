import type { Command, Decider } from '../command/decider.ts';
import type { AssistantSettings } from '../schemas/admin.ts';
import type { SiteAssistantEvent } from './site-assistant.events.ts';

export type SiteAssistantState = { status: 'default' } | { status: 'configured'; settings: AssistantSettings };

export type ConfigureAssistant = Command<'ConfigureAssistant', AssistantSettings>;

const same = (a: AssistantSettings, b: AssistantSettings) => a.name === b.name && a.logoUrl === b.logoUrl;

// Saving the same settings again changes nothing, so it records nothing.
export const siteAssistantDecider: Decider<SiteAssistantState, ConfigureAssistant, SiteAssistantEvent> = {
  initialState: () => ({ status: 'default' }),
  evolve: (_state, event) => ({
    status: 'configured',
    settings: { name: event.data.name, logoUrl: event.data.logoUrl },
  }),
  decide(command, state) {
    if (state.status === 'configured' && same(state.settings, command.data)) return [];
    return [{ type: 'AssistantConfigured', data: { ...command.data, at: command.metadata.now } }];
  },
};
