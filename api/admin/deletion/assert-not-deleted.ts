import { aggregateStream } from '../../../events/command/aggregate-stream.ts';
import { DomainError } from '../../../events/command/decider.ts';
import { blocksAccount, deletionDecider } from '../../../events/deletion/deletion.decider.ts';
import { deletionStreamId } from '../../../events/deletion/deletion.events.ts';
import type { Services } from '../../services.ts';

/** An account queued for deletion (or erased) opens no session; its stream is the source of truth. */
export async function assertNotDeleted(services: Pick<Services, 'store'>, accountId: string): Promise<void> {
  const { state } = await aggregateStream(services.store, deletionStreamId(accountId), deletionDecider);
  if (blocksAccount(state)) {
    throw new DomainError('account.deleted', 'Esta cuenta está en proceso de eliminación o fue eliminada.', 403);
  }
}
