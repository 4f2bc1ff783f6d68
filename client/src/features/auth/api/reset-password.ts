import { api } from '../../../lib/api-client.ts';

/** POST /user/reset-password/:token with the new password from the e-mailed link. */
export function resetPassword(token: string, password: string): Promise<{ message: string }> {
  return api.post<{ message: string }>(`/user/reset-password/${encodeURIComponent(token)}`, { password });
}
