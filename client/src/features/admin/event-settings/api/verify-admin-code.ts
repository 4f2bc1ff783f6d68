import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

/** POST /admin/verify-admin-otp {otp}: data.correctOtp is true when the mailed code was right. */
function verifyAdminCode(otp: string): Promise<{ data: { correctOtp: boolean }; message: string }> {
  return api.post('/admin/verify-admin-otp', { otp }, { auth: 'admin' });
}

export function useVerifyAdminCode() {
  return useMutation({ mutationFn: verifyAdminCode, meta: { errorToast: false } });
}
