import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssistantSettings } from '../../../../../events/schemas/admin.ts';
import { api } from '../../../lib/api-client.ts';

export const assistantSettingsQueryKey = ['assistant'] as const;

/** GET /assistant: the admin's name and logo for the assistant (null: the site's defaults). */
const assistantSettingsQueryOptions = () =>
  queryOptions({
    queryKey: assistantSettingsQueryKey,
    queryFn: async ({ signal }) => (await api.get<{ data: AssistantSettings | null }>('/assistant', { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useAssistantSettings(): AssistantSettings | null {
  return useQuery(assistantSettingsQueryOptions()).data ?? null;
}
