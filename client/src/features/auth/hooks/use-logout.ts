import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { messages } from '../../../../../events/schemas/messages.ts';
import { loginPaths } from '../../../config/paths.ts';
import { logout, session } from '../../../lib/session.ts';
import { notify } from '../../../lib/toast.ts';
import { useRequestLogout } from '../api/logout.ts';

/** Logs out of the current account (user or staff) and opens its login page. */
export function useLogout(): () => void {
  const [, navigate] = useLocation();
  const { mutate } = useRequestLogout({
    // The local session ends even if the server call fails (expired token, offline): no error toast.
    meta: { errorToast: false },
    onSettled: (_answer, _error, kind) => {
      logout();
      notify.success(messages.success.logout);
      navigate(loginPaths[kind], { replace: true });
    },
  });

  return useCallback(() => mutate(session.role ?? 'user'), [mutate]);
}
