import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { resetPasswordRequestSchema } from '../../../../../events/schemas/accounts.ts';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';

type ResetPasswordInput = z.input<typeof resetPasswordRequestSchema> & { token: string };

/** POST /user/reset-password/:token with the new password from the e-mailed link. */
export function resetPassword({ token, password }: ResetPasswordInput): Promise<{ message: string }> {
  return api.post<{ message: string }>(`/user/reset-password/${encodeURIComponent(token)}`, { password });
}

export function useResetPassword(config: MutationConfig<typeof resetPassword> = {}) {
  return useMutation({ ...config, mutationFn: resetPassword });
}
