import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { messages } from '../../../../../events/schemas/messages.ts';
import { loginPaths } from '../../../config/paths.ts';
import { logout, session } from '../../../lib/session.ts';
import { notify } from '../../../lib/toast.ts';
import { requestLogout } from '../api/logout.ts';

const LOGOUT_TIMEOUT_MS = 5000;

export function useLogout(): () => Promise<void> {
  const [, navigate] = useLocation();

  return useCallback(async () => {
    const kind = session.role ?? 'user';
    // The local session ends even if the server call fails (expired token, offline).
    await requestLogout(kind, AbortSignal.timeout(LOGOUT_TIMEOUT_MS)).catch(() => undefined);
    logout();
    notify.success(messages.success.logout);
    navigate(loginPaths[kind], { replace: true });
  }, [navigate]);
}
