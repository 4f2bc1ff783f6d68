import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { staffLanding } from '../../../config/paths.ts';
import { type StaffRole, startStaffSession, updateStoredUser } from '../../../lib/session.ts';
import { notify } from '../../../lib/toast.ts';
import type { SignedInResponse } from '../api/verify-otp.ts';

/** Stores a staff token and the staff member, then opens their landing page (statistics or marked designs). */
export function useStaffSignIn(role: StaffRole): (response: SignedInResponse) => void {
  const [, navigate] = useLocation();

  return useCallback(
    ({ token, data, message }: SignedInResponse) => {
      updateStoredUser(data);
      startStaffSession(role, token);
      notify.success(message);
      navigate(staffLanding[role], { replace: true });
    },
    [navigate, role],
  );
}
