import { api } from '../../../lib/api-client.ts';
import type { StaffRole } from '../../../lib/session.ts';
import type { SignedInResponse } from './verify-otp.ts';

/** POST /admin/verify-otp or /moderator/verify-otp: exchanges the e-mailed code for a staff token. */
export function staffVerifyOtp(role: StaffRole, id: string, otp: string): Promise<SignedInResponse> {
  return api.post<SignedInResponse>(`/${role}/verify-otp`, { id, otp });
}
