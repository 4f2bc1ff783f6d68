import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import type { StaffRole } from '../../../lib/session.ts';

export type AccountKind = 'user' | StaffRole;

const logoutPaths: Record<AccountKind, string> = {
  user: '/user/logout',
  admin: '/admin/logout',
  moderator: '/moderator/logout',
};

// The local session ends whatever the server answers, so the wait for it is short.
const LOGOUT_TIMEOUT_MS = 5000;

/** GET /{user|admin|moderator}/logout: revokes the token on the server. */
export function requestLogout(kind: AccountKind): Promise<unknown> {
  return api.get(logoutPaths[kind], { auth: kind, signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS) });
}

export function useRequestLogout(config: MutationConfig<typeof requestLogout> = {}) {
  return useMutation({ ...config, mutationFn: requestLogout });
}
