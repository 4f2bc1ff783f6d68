import type { StaffLogin } from '../../../../../events/schemas/accounts.ts';
import { api } from '../../../lib/api-client.ts';
import type { StaffRole } from '../../../lib/session.ts';
import type { SignedInResponse } from './verify-otp.ts';

/** POST /admin/login or /moderator/login: staff sign in without a one-time code. */
export function staffLogin(role: StaffRole, credentials: StaffLogin): Promise<SignedInResponse> {
  return api.post<SignedInResponse>(`/${role}/login`, credentials);
}
