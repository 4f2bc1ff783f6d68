import type { CommandMetadata } from '../../events/command/decider.ts';
import { DomainError } from '../../events/command/decider.ts';
import { userStreamId } from '../../events/identity/identity.events.ts';
import type { SignUpRequest } from '../../events/schemas/accounts.ts';
import { dealerByValue } from '../../events/schemas/dealers.ts';
import { seal } from '../../projections/personal-data/personal-data-vault.ts';
import { setPassword } from '../identity/credentials.ts';
import type { Services } from '../services.ts';
import { onUser, reservationOf, reserveAccount } from './accounts.ts';
import { mailFreshCode, newAccountId } from './sign-in.ts';

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
  const personal = await seal(services.db, accountId, { firstName, lastName, email, dateOfBirth, mobileNumber });
  await onUser(services, accountId, {
    type: 'RegisterUser',
    data: { userId: accountId, personal, distributor, state: dealerByValue(distributor)?.state ?? '' },
    metadata,
  });
  await setPassword(services.db, accountId, request.password);
  await mailFreshCode(services, accountId, email);
  return accountId;
}
