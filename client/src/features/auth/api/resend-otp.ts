import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { resendOtpSchema } from '../../../../../events/schemas/accounts.ts';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';

/** POST /user/resend-otp: mails a new code; the server refuses it within 60 s of the last one. */
export function resendOtp(userId: string): Promise<{ message: string }> {
  const request: z.input<typeof resendOtpSchema> = { userId, isEmail: true };
  return api.post<{ message: string }>('/user/resend-otp', request);
}

export function useResendOtp(config: MutationConfig<typeof resendOtp> = {}) {
  return useMutation({ ...config, mutationFn: resendOtp });
}
