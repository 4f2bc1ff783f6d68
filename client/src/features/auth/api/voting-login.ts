import { api } from '../../../lib/api-client.ts';
import type { CodeSentResponse } from './sign-up.ts';

export type VotingLogin = { email: string; wantUpdates: boolean };

/** POST /voting-user/login: e-mails a one-time code to someone who only wants to vote or share. */
export function votingLogin({ email, wantUpdates }: VotingLogin): Promise<CodeSentResponse> {
  return api.post<CodeSentResponse>('/voting-user/login', { email, termsAndConditions: true, wantUpdates });
}
