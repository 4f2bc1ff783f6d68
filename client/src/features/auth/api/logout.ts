import { api } from '../../../lib/api-client.ts';
import type { StaffRole } from '../../../lib/session.ts';

export type AccountKind = 'user' | StaffRole;

const logoutPaths: Record<AccountKind, string> = {
  user: '/user/logout',
  admin: '/admin/logout',
  moderator: '/moderator/logout',
};

export function requestLogout(kind: AccountKind, signal?: AbortSignal): Promise<unknown> {
  return api.get(logoutPaths[kind], { auth: kind, signal });
}
