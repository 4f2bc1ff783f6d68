import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';

/** POST /ai/submit_user_glb: the one design sent to the gallery, for good. */
export function submitDesign(id: string): Promise<{ message: string }> {
  return api.post<{ message: string }>('/ai/submit_user_glb', { id }, { auth: 'user' });
}

export function useSubmitDesign(config: MutationConfig<typeof submitDesign> = {}) {
  return useMutation({ ...config, mutationFn: submitDesign });
}
