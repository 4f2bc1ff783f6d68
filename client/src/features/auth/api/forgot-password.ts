import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { forgotPasswordSchema } from '../../../../../events/schemas/accounts.ts';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import type { AccountKind } from './logout.ts';

const forgotPasswordPaths: Record<AccountKind, string> = {
  user: '/user/forgot-password',
  admin: '/admin/forgot-password',
  moderator: '/moderator/forgot-password',
};

type ForgotPasswordInput = z.input<typeof forgotPasswordSchema> & { kind: AccountKind };

/** POST /{user|admin|moderator}/forgot-password: the same answer whether the account exists or not. */
export function forgotPassword({ kind, email }: ForgotPasswordInput): Promise<{ message: string }> {
  return api.post<{ message: string }>(forgotPasswordPaths[kind], { email });
}

export function useForgotPassword(config: MutationConfig<typeof forgotPassword> = {}) {
  return useMutation({ ...config, mutationFn: forgotPassword });
}
