import type { SignUpRequest } from '../../../../../events/schemas/accounts.ts';
import { api } from '../../../lib/api-client.ts';

export type CodeSentResponse = { message: string; data: { _id: string } };

/** POST /user/signup: creates the account and e-mails a one-time code. */
export function signUp(request: SignUpRequest): Promise<CodeSentResponse> {
  return api.post<CodeSentResponse>('/user/signup', request);
}
