import type { UserView } from '../../../../../events/schemas/accounts.ts';
import { api } from '../../../lib/api-client.ts';

export type OtpPurpose = 'login' | 'signup';
export type SignedInResponse = { token: string; data: UserView; message: string };

/** POST /user/verify-otp: exchanges the e-mailed code for a user token. */
export function verifyOtp(id: string, otp: string, type: OtpPurpose): Promise<SignedInResponse> {
  return api.post<SignedInResponse>('/user/verify-otp', { id, otp, type });
}
