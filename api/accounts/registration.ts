import type { CommandMetadata } from '../../events/command/decider.ts';
import { DomainError } from '../../events/command/decider.ts';
import { userStreamId } from '../../events/identity/identity.events.ts';
import { accountKey } from '../../events/personal-data/personal-data-keys.ts';
import type { SignUpRequest } from '../../events/schemas/accounts.ts';
import { dealerByValue } from '../../events/schemas/dealers.ts';
import { setPassword } from '../identity/credentials.ts';
import { hashPassword } from '../identity/secrets.ts';
import { alreadyRegisteredMail } from '../mail/templates.ts';
import type { Services } from '../services.ts';
import { newAccountId, onUser, reservationOf, reserveAccount } from './accounts.ts';
import { codeSent } from './answers.ts';
import { answerCodeRequest, mailFreshCode } from './codes.ts';

const orphanAfterMs = 60_000;

// A reservation whose registration never followed (a crash between the two) would lock the e-mail
// forever; once it is clearly abandoned, the next sign-up takes it over.
async function reserveForSignUp(services: Services, email: string, metadata: CommandMetadata): Promise<string> {
  try {
    return await reserveAccount(services, email, newAccountId(), 'user', metadata);
  } catch (error) {
    if (!emailTaken(error)) throw error;
    const reservation = await reservationOf(services, email);
    if (reservation?.role !== 'user') throw error;
    const { version } = await services.store.readStream(userStreamId(reservation.accountId));
    if (version > 0 || metadata.now - reservation.reservedAt < orphanAfterMs) throw error;
    return reservation.accountId;
  }
}

const emailTaken = (error: unknown) => error instanceof DomainError && error.code === 'account.email-taken';

/**
 * A new account: answered with its id and a code mailed. An e-mail that already has an account gets
 * the same answer (an id that leads nowhere) after the same work, and its owner gets a mail instead.
 */
export async function signUp(services: Services, request: SignUpRequest, metadata: CommandMetadata): Promise<string> {
  try {
    return await register(services, request, metadata);
  } catch (error) {
    if (!emailTaken(error)) throw error;
    await hashPassword(request.password, services.config.PASSWORD_HASH_COST);
    const site = services.config.PUBLIC_URL;
    await services.mailer.send(
      alreadyRegisteredMail(request.email, `${site}/iniciar-sesion`, `${site}/olvide-contrasena`),
    );
    return newAccountId();
  }
}

/** Reserves the e-mail, stores the password, records the registration and mails the first code. */
async function register(services: Services, request: SignUpRequest, metadata: CommandMetadata): Promise<string> {
  const accountId = await reserveForSignUp(services, request.email, metadata);
  const { firstName, lastName, email, dateOfBirth, mobileNumber, distributor } = request;
  const personal = await services.keys.seal(accountKey(accountId), {
    firstName,
    lastName,
    email,
    dateOfBirth,
    mobileNumber,
  });
  await onUser(services, accountId, {
    type: 'RegisterUser',
    data: { userId: accountId, personal, distributor, state: dealerByValue(distributor)?.state ?? '' },
    metadata,
  });
  await setPassword(services, accountId, request.password);
  await mailFreshCode(services, accountId, email, { purpose: 'signup', role: 'user' });
  return accountId;
}

/**
 * Anyone may vote after proving an e-mail by code: a new voter, or a user who holds it. Staff never
 * vote, but their e-mail gets the same answer as any other (an id that leads nowhere) and no mail.
 */
export async function requestVotingCode(
  services: Services,
  request: { email: string; wantUpdates: boolean },
  metadata: CommandMetadata,
): Promise<{ accountId: string; message: string }> {
  const { email, wantUpdates } = request;
  const reservation = await reservationOf(services, email);
  if (reservation?.role === 'admin' || reservation?.role === 'moderator') {
    return { accountId: newAccountId(), message: codeSent };
  }
  const accountId =
    reservation?.accountId ?? (await reserveAccount(services, email, newAccountId(), 'voter', metadata));
  const personal = await services.keys.seal(accountKey(accountId), { email });
  const message = await answerCodeRequest(async () => {
    await onUser(services, accountId, {
      type: 'RegisterVoter',
      data: { userId: accountId, personal, wantUpdates },
      metadata,
    });
    await mailFreshCode(services, accountId, email, { purpose: 'voting', role: 'voter' });
  });
  return { accountId, message };
}
