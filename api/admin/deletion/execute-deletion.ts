import { aggregateStream } from '../../../events/command/aggregate-stream.ts';
import type { CommandMetadata } from '../../../events/command/decider.ts';
import { handleCommand } from '../../../events/command/handle-command.ts';
import { designTakedownDecider, votesWithdrawalDecider } from '../../../events/deletion/account-erasure.ts';
import { deletionDecider } from '../../../events/deletion/deletion.decider.ts';
import { deletionStreamId } from '../../../events/deletion/deletion.events.ts';
import { designStreamId } from '../../../events/design/design.events.ts';
import { accountDecider } from '../../../events/identity/account.decider.ts';
import { accountStreamId, type Sealed, userStreamId } from '../../../events/identity/identity.events.ts';
import { libraryStreamId } from '../../../events/library/library.events.ts';
import { accountKey } from '../../../events/personal-data/personal-data-keys.ts';
import { voterStreamId } from '../../../events/vote/vote.events.ts';
import { emailHash } from '../../identity/secrets.ts';
import { revokeAllSessions } from '../../identity/sessions.ts';
import type { Services } from '../../services.ts';

export type ErasureServices = Pick<Services, 'store' | 'keys' | 'db' | 'clock' | 'sessionEnds'>;

const systemActor = { id: 'deletion-job', role: 'system' } as const;

/** The designs the account submitted to the gallery, read from its library stream. */
async function submittedDesigns(services: ErasureServices, accountId: string): Promise<string[]> {
  const { events } = await services.store.readStream(libraryStreamId(accountId));
  return events
    .filter((event) => event.type === 'DesignSubmitted')
    .map((event) => (event.data as { designId: string }).designId);
}

/** The e-mail the account registered with (or was invited on), while its key still opens it. */
async function registeredEmail(services: ErasureServices, accountId: string): Promise<string | undefined> {
  const { events } = await services.store.readStream(userStreamId(accountId));
  const first = events.find((event) => (event.data as { personal?: Sealed }).personal);
  if (!first) return undefined;
  const personal = (first.data as { personal: Sealed }).personal;
  return (await services.keys.open<{ email?: string }>(accountKey(accountId), personal))?.email;
}

// GDPR erasure frees the address, so the person may register anew with it. This runs before the key
// is destroyed (the address is read with it): a run stopped after the key is gone released it already.
async function releaseEmail(services: ErasureServices, accountId: string, metadata: CommandMetadata) {
  const email = await registeredEmail(services, accountId);
  if (!email) return;
  await handleCommand(services.store, accountStreamId(emailHash(email)), accountDecider, {
    type: 'ReleaseAccount',
    data: { accountId },
    metadata,
  });
}

/**
 * Runs a due deletion: designs out of the gallery and leaderboard, likes withdrawn, the e-mail freed,
 * the personal-data key destroyed, then `DeletionExecuted`. Every step adds nothing when already done, so a job run
 * twice, on two nodes, or again after a crash half-way ends in the same log. Not due, revoked or
 * done: nothing happens. Answers whether this run executed it.
 */
export async function executeDeletion(services: ErasureServices, accountId: string): Promise<boolean> {
  const now = services.clock.now();
  const metadata: CommandMetadata = { now, actor: systemActor };
  const streamId = deletionStreamId(accountId);
  const { state } = await aggregateStream(services.store, streamId, deletionDecider);
  if (state.status !== 'queued' || now < state.executeAt) return false;

  for (const designId of await submittedDesigns(services, accountId)) {
    await handleCommand(services.store, designStreamId(designId), designTakedownDecider, {
      type: 'TakeDownDesign',
      data: { designId, userId: accountId },
      metadata,
    });
  }
  await handleCommand(services.store, voterStreamId(accountId), votesWithdrawalDecider, {
    type: 'WithdrawAllVotes',
    data: { voterId: accountId },
    metadata,
  });
  await releaseEmail(services, accountId, metadata);
  await services.keys.destroyKey(accountKey(accountId), now);
  services.sessionEnds.end(await revokeAllSessions(services.db, accountId, now));
  const result = await handleCommand(services.store, streamId, deletionDecider, {
    type: 'ExecuteDeletion',
    data: { accountId },
    metadata,
  });
  return result.events.length > 0 && !result.duplicate;
}
