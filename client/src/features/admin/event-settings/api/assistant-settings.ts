import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssistantSettings } from '../../../../../../events/schemas/admin.ts';
import { api } from '../../../../lib/api-client.ts';

const assistantSettingsQueryKey = ['admin', 'assistant-settings'] as const;

/** GET /admin/assistant-settings: null while the site's defaults apply. */
export function useAssistantSettings() {
  return useQuery({
    queryKey: assistantSettingsQueryKey,
    queryFn: ({ signal }) =>
      api.get<{ data: AssistantSettings | null }>('/admin/assistant-settings', { auth: 'admin', signal }),
    select: (answer) => answer.data,
  });
}

/** POST /admin/assistant-settings {name, logoUrl}. */
export function useSaveAssistantSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AssistantSettings) =>
      api.post<{ data: AssistantSettings; message: string }>('/admin/assistant-settings', settings, { auth: 'admin' }),
    onSuccess: (answer) => queryClient.setQueryData(assistantSettingsQueryKey, { data: answer.data }),
  });
}
