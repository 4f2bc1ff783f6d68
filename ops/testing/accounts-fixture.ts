import { randomUUID } from 'node:crypto';
import { type ApiTarget, apiClient, codeIn } from './api-client.ts';
import type { SmtpSink } from './smtp-sink.ts';

export const goodPassword = 'Secreta1!';

export function signUpBody(email: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ana',
    lastName: 'López',
    email,
    dateOfBirth: '01/02/1990',
    mobileNumber: '5512345678',
    password: goodPassword,
    distributor: 'jalisco--zapopan',
    termsAndConditions: true,
    ...overrides,
  };
}

export const uniqueEmail = (prefix = 'persona') => `${prefix}-${randomUUID().slice(0, 8)}@ejemplo.mx`;

/** Signs a user up and verifies the mailed code: the token and account id of a logged-in user. */
export async function signedUpUser(target: ApiTarget, mailbox: SmtpSink, email = uniqueEmail()) {
  const api = apiClient(target);
  const signUp = await api.post('/user/signup', signUpBody(email));
  const mail = await mailbox.waitFor(email);
  const verified = await api.post('/user/verify-otp', {
    id: signUp.body.data._id,
    otp: codeIn(mail.text),
    type: 'signup',
  });
  return { email, id: signUp.body.data._id as string, token: verified.body.token as string };
}
