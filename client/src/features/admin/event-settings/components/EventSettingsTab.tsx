import { useState } from 'react';
import type { AssistantSettings } from '../../../../../../events/schemas/admin.ts';
import { messages } from '../../../../../../events/schemas/messages.ts';
import { useAssistantSettings } from '../api/assistant-settings.ts';
import { useAdminEvent } from '../api/get-admin-event.ts';
import { useLiveAdminEvent } from '../hooks/use-live-admin-event.ts';
import { AssistantSettingsForm } from './AssistantSettingsForm.tsx';
import { EventSettingsForm } from './EventSettingsForm.tsx';
import { UtmLinkDialog } from './UtmLinkDialog.tsx';

/** Tab 3 (SPEC §2): the UTM link button, the event-time settings and the chat assistant. */
export function EventSettingsTab({ assistantDefaults }: { assistantDefaults: AssistantSettings }) {
  const event = useAdminEvent();
  const assistant = useAssistantSettings();
  const [utmOpen, setUtmOpen] = useState(false);
  useLiveAdminEvent();

  return (
    <div className="admin-stack">
      <div className="admin-toolbar">
        <button type="button" className="button button-outline" onClick={() => setUtmOpen(true)}>
          Crear enlace UTM
        </button>
      </div>
      {event.isPending ? (
        <p className="admin-status">{messages.loading}</p>
      ) : (
        <EventSettingsForm event={event.data ?? null} />
      )}
      {assistant.isPending ? null : <AssistantSettingsForm settings={assistant.data ?? assistantDefaults} />}
      {utmOpen && <UtmLinkDialog onClose={() => setUtmOpen(false)} />}
    </div>
  );
}
