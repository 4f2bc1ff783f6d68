import { api } from '../../../lib/api-client.ts';
import type { AccountKind } from './logout.ts';

const forgotPasswordPaths: Record<AccountKind, string> = {
  user: '/user/forgot-password',
  admin: '/admin/forgot-password',
  moderator: '/moderator/forgot-password',
};

/** POST /{user|admin|moderator}/forgot-password: the same answer whether the account exists or not. */
export function forgotPassword(kind: AccountKind, email: string): Promise<{ message: string }> {
  return api.post<{ message: string }>(forgotPasswordPaths[kind], { email });
}
