import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UserView, verifyOtpSchema } from '../../../../../events/schemas/accounts.ts';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';

export type OtpPurpose = z.input<typeof verifyOtpSchema>['type'];
export type SignedInResponse = { token: string; data: UserView; message: string };

/** POST /user/verify-otp: exchanges the e-mailed code for a user token. */
export function verifyOtp(request: z.input<typeof verifyOtpSchema>): Promise<SignedInResponse> {
  return api.post<SignedInResponse>('/user/verify-otp', request);
}

export function useVerifyOtp(config: MutationConfig<typeof verifyOtp> = {}) {
  return useMutation({ ...config, mutationFn: verifyOtp });
}
