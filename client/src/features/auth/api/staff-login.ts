import type { StaffLogin } from '../../../../../events/schemas/accounts.ts';
import { api } from '../../../lib/api-client.ts';
import type { StaffRole } from '../../../lib/session.ts';
import type { CodeSentResponse } from './sign-up.ts';

/** POST /admin/login or /moderator/login: checks the credentials and e-mails a one-time code. */
export function staffLogin(role: StaffRole, credentials: StaffLogin): Promise<CodeSentResponse> {
  return api.post<CodeSentResponse>(`/${role}/login`, credentials);
}
