import { useMutation } from '@tanstack/react-query';
import type { UserLogin } from '../../../../../events/schemas/accounts.ts';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import type { CodeSentResponse } from './sign-up.ts';

/** POST /user/login (userLoginSchema): checks the credentials and e-mails a one-time code. */
export function login(credentials: UserLogin): Promise<CodeSentResponse> {
  return api.post<CodeSentResponse>('/user/login', credentials);
}

export function useLogin(config: MutationConfig<typeof login> = {}) {
  return useMutation({ ...config, mutationFn: login });
}
