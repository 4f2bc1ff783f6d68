import { api } from '../../../lib/api-client.ts';
import type { StaffRole } from '../../../lib/session.ts';

/** POST /admin/reset-password/:token or /moderator/reset-password/:token. */
export function staffResetPassword(role: StaffRole, token: string, password: string): Promise<{ message: string }> {
  return api.post<{ message: string }>(`/${role}/reset-password/${encodeURIComponent(token)}`, { password });
}
