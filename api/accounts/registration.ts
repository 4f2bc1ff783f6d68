import type { CommandMetadata } from '../../events/command/decider.ts';
import { DomainError } from '../../events/command/decider.ts';
import { userStreamId } from '../../events/identity/identity.events.ts';
import { accountKey } from '../../events/personal-data/personal-data-keys.ts';
import type { SignUpRequest } from '../../events/schemas/accounts.ts';
import { dealerByValue } from '../../events/schemas/dealers.ts';
import { setPassword } from '../identity/credentials.ts';
import type { Services } from '../services.ts';
import { newAccountId, onUser, reservationOf, reserveAccount } from './accounts.ts';
import { answerCodeRequest, mailFreshCode } from './codes.ts';

const orphanAfterMs = 60_000;

// A reservation whose registration never followed (a crash between the two) would lock the e-mail
// forever; once it is clearly abandoned, the next sign-up takes it over.
async function reserveForSignUp(services: Services, email: string, metadata: CommandMetadata): Promise<string> {
  try {
    return await reserveAccount(services, email, newAccountId(), 'user', metadata);
  } catch (error) {
    if (!(error instanceof DomainError && error.code === 'account.email-taken')) throw error;
    const reservation = await reservationOf(services, email);
    if (reservation?.role !== 'user') throw error;
    const { version } = await services.store.readStream(userStreamId(reservation.accountId));
    if (version > 0 || metadata.now - reservation.reservedAt < orphanAfterMs) throw error;
    return reservation.accountId;
  }
}

/** Reserves the e-mail, stores the password, records the registration and mails the first code. */
export async function signUp(services: Services, request: SignUpRequest, metadata: CommandMetadata): Promise<string> {
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
  await setPassword(services.db, accountId, request.password);
  await mailFreshCode(services, accountId, email);
  return accountId;
}

/** Anyone may vote after proving an e-mail by code: a new voter, or an account that already holds it. */
export async function requestVotingCode(
  services: Services,
  request: { email: string; wantUpdates: boolean },
  metadata: CommandMetadata,
): Promise<{ accountId: string; message: string }> {
  const { email, wantUpdates } = request;
  const accountId =
    (await reservationOf(services, email))?.accountId ??
    (await reserveAccount(services, email, newAccountId(), 'voter', metadata));
  const personal = await services.keys.seal(accountKey(accountId), { email });
  const message = await answerCodeRequest(async () => {
    await onUser(services, accountId, {
      type: 'RegisterVoter',
      data: { userId: accountId, personal, wantUpdates },
      metadata,
    });
    await mailFreshCode(services, accountId, email);
  });
  return { accountId, message };
}
