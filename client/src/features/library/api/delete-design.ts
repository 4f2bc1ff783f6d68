import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';

/** POST /ai/delete_user_glb: a design that was never submitted leaves the library. */
export function deleteDesign(id: string): Promise<{ message: string }> {
  return api.post<{ message: string }>('/ai/delete_user_glb', { id }, { auth: 'user' });
}

export function useDeleteDesign(config: MutationConfig<typeof deleteDesign> = {}) {
  return useMutation({ ...config, mutationFn: deleteDesign });
}
