import { api } from '../../../lib/api-client.ts';

/** POST /user/resend-otp: mails a new code; the server refuses it within 60 s of the last one. */
export function resendOtp(userId: string): Promise<{ message: string }> {
  return api.post<{ message: string }>('/user/resend-otp', { userId, isEmail: true });
}
