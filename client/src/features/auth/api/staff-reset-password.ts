import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { staffResetPasswordRequestSchema } from '../../../../../events/schemas/accounts.ts';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import type { StaffRole } from '../../../lib/session.ts';

type StaffResetPasswordInput = z.input<typeof staffResetPasswordRequestSchema> & { role: StaffRole; token: string };

/** POST /admin/reset-password/:token or /moderator/reset-password/:token. */
export function staffResetPassword({ role, token, password }: StaffResetPasswordInput): Promise<{ message: string }> {
  return api.post<{ message: string }>(`/${role}/reset-password/${encodeURIComponent(token)}`, { password });
}

export function useStaffResetPassword(config: MutationConfig<typeof staffResetPassword> = {}) {
  return useMutation({ ...config, mutationFn: staffResetPassword });
}
