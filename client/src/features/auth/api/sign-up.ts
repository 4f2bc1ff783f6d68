import { useMutation } from '@tanstack/react-query';
import type { SignUpRequest } from '../../../../../events/schemas/accounts.ts';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';

export type CodeSentResponse = { message: string; data: { _id: string } };

/** POST /user/signup (signUpRequestSchema): creates the account and e-mails a one-time code. */
export function signUp(request: SignUpRequest): Promise<CodeSentResponse> {
  return api.post<CodeSentResponse>('/user/signup', request);
}

export function useSignUp(config: MutationConfig<typeof signUp> = {}) {
  return useMutation({ ...config, mutationFn: signUp });
}
