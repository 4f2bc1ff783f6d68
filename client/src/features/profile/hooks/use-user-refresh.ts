import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { ApiError } from '../../../lib/api-client.ts';
import { isUserLoggedIn, logout, session, updateStoredUser } from '../../../lib/session.ts';
import { getProfile } from '../api/get-profile.ts';

const REFRESH_INTERVAL_MS = 30_000;

/** While a user is logged in, reloads their data every 30 s; a rejected token ends the session. */
export function useUserRefresh(): void {
  const loggedIn = isUserLoggedIn(useSnapshot(session));

  useEffect(() => {
    if (!loggedIn) return;
    const controller = new AbortController();
    const refresh = async () => {
      try {
        const user = await getProfile(controller.signal);
        // The answer may arrive after a logout in another tab.
        if (session.hasUserToken) updateStoredUser(user);
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) logout();
      }
    };
    const timer = window.setInterval(refresh, REFRESH_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      controller.abort();
    };
  }, [loggedIn]);
}
