import type { CommandMetadata } from '../../events/command/decider.ts';
import { handleCommand } from '../../events/command/handle-command.ts';
import { designDecider } from '../../events/design/design.decider.ts';
import { designStreamId } from '../../events/design/design.events.ts';
import { libraryDecider } from '../../events/library/library.decider.ts';
import { libraryStreamId } from '../../events/library/library.events.ts';
import type { ReviewVerdict } from '../../events/schemas/moderation.ts';
import { findAccount } from '../../projections/accounts/accounts.projection.ts';
import { queuedDesign } from '../../projections/moderation/moderation.projection.ts';
import type { Services } from '../services.ts';
import { rejectionMail } from './verdict-mail.ts';

export type Review = {
  designId: string;
  status: ReviewVerdict;
  comments: string;
  moderatorId: string;
  expectedVersion?: number;
};

/**
 * The verdict on the design stream first (the first moderator wins there); then what follows from
 * it: RETRY hands the owner's one submission back on their library stream, REJECTED mails the owner.
 * A retried request finds the verdict recorded and completes the give-back if a crash cut it short.
 */
export async function reviewDesign(
  services: Pick<Services, 'store' | 'db' | 'mailer' | 'logger' | 'progress'>,
  review: Review,
  metadata: CommandMetadata,
) {
  const { designId, status, comments } = review;
  const verdict = await handleCommand(services.store, designStreamId(designId), designDecider, {
    type: 'ReviewDesign',
    data: review,
    metadata,
  });
  const ownerId = verdict.state.status === 'none' ? undefined : verdict.state.userId;
  if (!ownerId) return verdict;
  if (status === 'RETRY') {
    const library = await handleCommand(services.store, libraryStreamId(ownerId), libraryDecider, {
      type: 'ReturnSubmission',
      data: { designId, comments },
      metadata,
    });
    if (library.lastPosition) await services.progress.waitFor('library', library.lastPosition);
  }
  if (verdict.lastPosition) await services.progress.waitFor('moderation', verdict.lastPosition);
  if (status === 'REJECTED' && !verdict.duplicate) await mailOwner(services, ownerId, designId, comments);
  return verdict;
}

// The verdict stands whether or not the mail goes out; a failed mail is logged, not answered as an error.
async function mailOwner(
  services: Pick<Services, 'db' | 'mailer' | 'logger'>,
  ownerId: string,
  designId: string,
  comments: string,
) {
  const [owner, design] = await Promise.all([findAccount(services.db, ownerId), queuedDesign(services.db, designId)]);
  if (!owner?.email.includes('@') || !design) return;
  await services.mailer
    .send(rejectionMail(owner.email, design.name, comments))
    .catch((error: unknown) => services.logger.error({ err: error, designId }, 'rejection mail failed'));
}
