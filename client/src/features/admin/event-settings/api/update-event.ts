import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventSettings } from '../../../../../../events/schemas/admin.ts';
import { api } from '../../../../lib/api-client.ts';
import { type AdminEvent, adminEventQueryKey } from './get-admin-event.ts';

/** POST /admin/update-event: accepted once per verified code (SPEC §4). */
function updateEvent(settings: EventSettings): Promise<{ data: AdminEvent; message: string }> {
  return api.post('/admin/update-event', settings, { auth: 'admin' });
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: (answer) => queryClient.setQueryData(adminEventQueryKey, answer.data),
  });
}
