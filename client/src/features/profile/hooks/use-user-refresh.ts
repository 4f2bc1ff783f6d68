import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { ApiError } from '../../../lib/api-client.ts';
import { logout, session, updateStoredUser } from '../../../lib/session.ts';
import { useProfile } from '../api/get-profile.ts';

/** While a user is logged in, keeps the stored user in step with the server; a rejected token ends the session. */
export function useUserRefresh(): void {
  const { user, hasUserToken } = useSnapshot(session);
  const { data, error } = useProfile(hasUserToken && user ? user._id : null);

  useEffect(() => {
    // The answer may arrive after a logout, or a new login, in another tab.
    if (data && session.hasUserToken && session.user?._id === data._id) updateStoredUser(data);
  }, [data]);

  useEffect(() => {
    if (error instanceof ApiError && error.status === 401) logout();
  }, [error]);
}
