import { describe, expect, it } from 'vitest';
import { type ConfigureAssistant, siteAssistantDecider } from './site-assistant.decider.ts';
import type { SiteAssistantEvent } from './site-assistant.events.ts';

const now = Date.UTC(2026, 5, 20);
const given = (events: SiteAssistantEvent[]) =>
  events.reduce(siteAssistantDecider.evolve, siteAssistantDecider.initialState());
const when = (command: ConfigureAssistant, events: SiteAssistantEvent[] = []) =>
  siteAssistantDecider.decide(command, given(events));

describe('site assistant settings', () => {
  it('should record the first settings', () => {
    expect(when(configure('Sofía'))).toEqual([
      { type: 'AssistantConfigured', data: { ...settings('Sofía'), at: now } },
    ]);
  });

  it('should record nothing when the settings are saved unchanged', () => {
    expect(when(configure('Sofía'), [configured('Sofía')])).toEqual([]);
  });

  it('should record a new name', () => {
    expect(when(configure('Leo'), [configured('Sofía')])).toMatchObject([{ data: { name: 'Leo' } }]);
  });
});

const settings = (name: string) => ({ name, logoUrl: '/assistant/logo.svg' });
const configure = (name: string): ConfigureAssistant => ({
  type: 'ConfigureAssistant',
  data: settings(name),
  metadata: { now },
});
const configured = (name: string): SiteAssistantEvent => ({
  type: 'AssistantConfigured',
  data: { ...settings(name), at: now - 1000 },
});
