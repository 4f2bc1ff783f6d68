import { randomUUID } from 'node:crypto';
import { aggregateStream } from '../../events/command/aggregate-stream.ts';
import type { CommandMetadata } from '../../events/command/decider.ts';
import { handleCommand } from '../../events/command/handle-command.ts';
import { type AccountState, accountDecider } from '../../events/identity/account.decider.ts';
import type { Role } from '../../events/identity/identity.events.ts';
import { accountStreamId, userStreamId } from '../../events/identity/identity.events.ts';
import { type UserCommand, userDecider } from '../../events/identity/user.decider.ts';
import type { UserView } from '../../events/schemas/accounts.ts';
import { findAccount } from '../../projections/accounts/accounts.projection.ts';
import { emailHash } from '../identity/secrets.ts';
import type { Services } from '../services.ts';

export type Reservation = Extract<AccountState, { status: 'reserved' }> & { reservedAt: number };

export const newAccountId = () => randomUUID();

/** Which account, if any, holds this e-mail: read from its reservation stream, the source of truth. */
export async function reservationOf(
  services: Pick<Services, 'store'>,
  email: string,
): Promise<Reservation | undefined> {
  const { state, events } = await aggregateStream(services.store, accountStreamId(emailHash(email)), accountDecider);
  return state.status === 'reserved' ? { ...state, reservedAt: events[0]!.recordedAt.getTime() } : undefined;
}

/** Reserves the e-mail for a new account (or turns a voter into a user); concurrent tries: one wins. */
export async function reserveAccount(
  services: Pick<Services, 'store'>,
  email: string,
  accountId: string,
  role: Role,
  metadata: CommandMetadata,
): Promise<string> {
  const { state } = await handleCommand(services.store, accountStreamId(emailHash(email)), accountDecider, {
    type: 'ReserveAccount',
    data: { accountId, role },
    metadata,
  });
  return state.status === 'reserved' ? state.accountId : accountId;
}

export async function onUser(services: Pick<Services, 'store'>, accountId: string, command: UserCommand) {
  return handleCommand(services.store, userStreamId(accountId), userDecider, command);
}

/** The account's state as its stream has it (the read model may lag behind). */
export async function userState(services: Pick<Services, 'store'>, accountId: string) {
  return (await aggregateStream(services.store, userStreamId(accountId), userDecider)).state;
}

/** The account as the read model has it, once the projection has caught up with `result`. */
export async function viewAfter(
  services: Services,
  accountId: string,
  result?: { lastPosition?: { commit: number; prepare: number } },
): Promise<UserView> {
  if (result?.lastPosition) await services.progress.waitFor('accounts', result.lastPosition);
  const view = await findAccount(services.db, accountId);
  if (!view) throw new Error(`account ${accountId} is missing from the read model`);
  return view;
}
