import { useMutation } from '@tanstack/react-query';
import type { ContactMessage } from '../../../../../events/schemas/accounts.ts';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';

/** POST /user/contact-us (contactSchema): a message to the support team. */
export function contactUs(message: ContactMessage): Promise<{ message: string }> {
  return api.post<{ message: string }>('/user/contact-us', message, { auth: 'user' });
}

export function useContactUs(config: MutationConfig<typeof contactUs> = {}) {
  return useMutation({ ...config, mutationFn: contactUs });
}
