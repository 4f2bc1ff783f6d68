import { api } from '../../../lib/api-client.ts';
import type { StaffRole } from '../../../lib/session.ts';

/** POST /admin/resend-otp or /moderator/resend-otp: mails a new login code; refused within 60 s of the last. */
export function staffResendOtp(role: StaffRole, userId: string): Promise<{ message: string }> {
  return api.post<{ message: string }>(`/${role}/resend-otp`, { userId, isEmail: true });
}
