import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paths } from '../../../config/paths.ts';
import { returnPathFrom } from '../../../lib/return-to.ts';
import { startUserSession } from '../../../lib/session.ts';
import { notify } from '../../../lib/toast.ts';
import type { SignedInResponse } from '../api/verify-otp.ts';

/** Stores the verified user's token and data, then goes back to the page that asked for a login (or home). */
export function useUserSignIn(): (response: SignedInResponse) => void {
  const [, navigate] = useLocation();
  const returnTo = returnPathFrom(useSearch()) ?? paths.home;

  return useCallback(
    ({ token, data, message }: SignedInResponse) => {
      startUserSession(token, data);
      notify.success(message);
      navigate(returnTo, { replace: true });
    },
    [navigate, returnTo],
  );
}
