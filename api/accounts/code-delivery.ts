import type { CommandMetadata } from '../../events/command/decider.ts';
import { DomainError } from '../../events/command/decider.ts';
import type { CodePurpose } from '../../events/identity/identity.events.ts';
import type { Services } from '../services.ts';
import { codeAlreadySent, codeSent } from './auth-answers.ts';
import { sendCode } from './sign-in.ts';

/** A sign-in that comes back within 60 s of the last code keeps using that code instead of failing. */
export async function answerCodeRequest(issueAndMail: () => Promise<void>): Promise<string> {
  try {
    await issueAndMail();
    return codeSent;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'account.resend-too-soon') return codeAlreadySent;
    throw error;
  }
}

export function sendCodeForSignIn(
  services: Services,
  accountId: string,
  email: string,
  purpose: CodePurpose,
  metadata: CommandMetadata,
) {
  return answerCodeRequest(() => sendCode(services, accountId, email, purpose, metadata));
}
