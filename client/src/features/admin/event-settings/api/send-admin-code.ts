import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

/** GET /admin/send-otp: mails the admin a code that confirms the next event change. */
function sendAdminCode(): Promise<{ message: string }> {
  return api.get<{ message: string }>('/admin/send-otp', { auth: 'admin' });
}

export function useSendAdminCode() {
  return useMutation({ mutationFn: sendAdminCode });
}
