import type { ContactMessage } from '../../../../../events/schemas/accounts.ts';
import { api } from '../../../lib/api-client.ts';

/** POST /user/contact-us: a message to the support team. */
export function contactUs(message: ContactMessage): Promise<{ message: string }> {
  return api.post<{ message: string }>('/user/contact-us', message, { auth: 'user' });
}
