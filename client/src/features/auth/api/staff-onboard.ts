import { api } from '../../../lib/api-client.ts';
import type { StaffRole } from '../../../lib/session.ts';
import type { SignedInResponse } from './verify-otp.ts';

const onboardPaths: Record<StaffRole, string> = {
  admin: '/admin/onboard-admin',
  moderator: '/admin/onboard-moderator',
};

/** POST /admin/onboard-admin/:token or /admin/onboard-moderator/:token: an invited staff member sets name and password. */
export function staffOnboard(
  role: StaffRole,
  token: string,
  body: { name: string; password: string },
): Promise<SignedInResponse> {
  return api.post<SignedInResponse>(`${onboardPaths[role]}/${encodeURIComponent(token)}`, body);
}
