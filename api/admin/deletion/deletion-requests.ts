import { sql } from 'kysely';
import type { CommandMetadata } from '../../../events/command/decider.ts';
import { DomainError } from '../../../events/command/decider.ts';
import { handleCommand } from '../../../events/command/handle-command.ts';
import { cannotDeleteSelf, deletionDecider } from '../../../events/deletion/deletion.decider.ts';
import type { DeletableRole } from '../../../events/deletion/deletion.events.ts';
import { deletionStreamId } from '../../../events/deletion/deletion.events.ts';
import { findAccount } from '../../../projections/accounts/accounts.projection.ts';
import { remainingAdmins } from '../../../projections/admin/account-lists.ts';
import { closeAllSessions } from '../../accounts/sessions.ts';
import type { Services } from '../../services.ts';

export const lastAdmin = 'No se puede eliminar al último administrador.';
const notFound = () => new DomainError('deletion.not-found', 'Una de las cuentas seleccionadas no existe.', 404);

// Deleting admins one request at a time (across nodes) keeps the "last admin" rule true even when
// two admins try to delete each other at the same moment.
const adminDeletionLock = 0x61646d6e;

async function assertAccounts(services: Services, ids: readonly string[], role: DeletableRole) {
  for (const id of ids) {
    const account = await findAccount(services.db, id);
    if (!account || account.role !== role) throw notFound();
  }
}

async function request(services: Services, ids: readonly string[], role: DeletableRole, metadata: CommandMetadata) {
  const requestedBy = metadata.actor!.id;
  for (const accountId of ids) {
    const result = await handleCommand(services.store, deletionStreamId(accountId), deletionDecider, {
      type: 'RequestDeletion',
      data: { accountId, role, requestedBy },
      metadata,
    });
    // From the request on the account cannot act: its sessions end now (logins are refused too).
    await closeAllSessions(services, accountId, metadata.now);
    const state = result.state;
    if (state.status === 'queued') await services.deletions.schedule(accountId, state.executeAt);
    if (result.lastPosition) await services.progress.waitFor('deletion_queue', result.lastPosition, 5000);
  }
}

/** Queues the accounts' deletion (4 h); an admin cannot queue themself nor the last admin. */
export async function requestDeletions(
  services: Services,
  ids: readonly string[],
  role: DeletableRole,
  metadata: CommandMetadata,
): Promise<void> {
  if (ids.includes(metadata.actor!.id)) throw new DomainError('deletion.self', cannotDeleteSelf, 422);
  await assertAccounts(services, ids, role);
  if (role !== 'admin') return request(services, ids, role, metadata);
  await services.db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${adminDeletionLock})`.execute(trx);
    const remaining = (await remainingAdmins(services.db)).filter((id) => !ids.includes(id));
    if (remaining.length === 0) throw new DomainError('deletion.last-admin', lastAdmin, 422);
    await request(services, ids, role, metadata);
  });
}

/** Restores queued accounts: the job finds them revoked and does nothing. */
export async function revokeDeletions(
  services: Services,
  ids: readonly string[],
  role: DeletableRole,
  metadata: CommandMetadata,
): Promise<void> {
  await assertAccounts(services, ids, role);
  for (const accountId of ids) {
    const result = await handleCommand(services.store, deletionStreamId(accountId), deletionDecider, {
      type: 'RevokeDeletion',
      data: { accountId, revokedBy: metadata.actor!.id },
      metadata,
    });
    if (result.lastPosition) await services.progress.waitFor('deletion_queue', result.lastPosition, 5000);
  }
}
