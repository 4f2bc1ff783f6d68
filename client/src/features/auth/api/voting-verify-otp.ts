import { api } from '../../../lib/api-client.ts';

/** POST /voting-user/verify-otp: exchanges the code for a voting token. */
export function votingVerifyOtp(id: string, otp: string): Promise<{ token: string; message: string }> {
  return api.post<{ token: string; message: string }>('/voting-user/verify-otp', { id, otp });
}
