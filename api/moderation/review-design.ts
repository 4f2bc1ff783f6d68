import type { CommandMetadata } from '../../events/command/decider.ts';
import { handleCommand } from '../../events/command/handle-command.ts';
import { designDecider } from '../../events/design/design.decider.ts';
import { designStreamId } from '../../events/design/design.events.ts';
import { libraryDecider } from '../../events/library/library.decider.ts';
import { libraryStreamId } from '../../events/library/library.events.ts';
import type { ReviewVerdict } from '../../events/schemas/moderation.ts';
import type { EventStore } from '../../events/store/event-store.ts';
import type { LogPosition } from '../../events/store/log-position.ts';
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

export type RecordedReview = {
  readonly ownerId: string;
  /** The verdict had already been recorded for this command (a retried request). */
  readonly duplicate: boolean;
  readonly positions: { readonly moderation?: LogPosition; readonly library?: LogPosition };
};

/**
 * The verdict on the design stream first (the first moderator wins there); then RETRY hands the
 * owner's one submission back on their library stream. A retried request finds the verdict
 * recorded and completes the give-back if a crash cut it short.
 */
export async function recordReview(
  store: EventStore,
  review: Review,
  metadata: CommandMetadata,
): Promise<RecordedReview> {
  const verdict = await handleCommand(store, designStreamId(review.designId), designDecider, {
    type: 'ReviewDesign',
    data: review,
    metadata,
  });
  // The decider refuses a verdict on a design never submitted, so the state names its owner.
  const ownerId = verdict.state.status === 'none' ? '' : verdict.state.userId;
  const returned =
    review.status === 'RETRY'
      ? await handleCommand(store, libraryStreamId(ownerId), libraryDecider, {
          type: 'ReturnSubmission',
          data: { designId: review.designId, comments: review.comments },
          metadata,
        })
      : undefined;
  return {
    ownerId,
    duplicate: verdict.duplicate,
    positions: { moderation: verdict.lastPosition, library: returned?.lastPosition },
  };
}

/** The owner of a rejected design hears why; the verdict stands whether or not the mail goes out. */
export async function mailRejection(
  services: Pick<Services, 'db' | 'mailer' | 'logger'>,
  ownerId: string,
  designId: string,
  comments: string,
) {
  const [owner, design] = await Promise.all([findAccount(services.db, ownerId), queuedDesign(services.db, designId)]);
  // An erased owner (account deleted) has no address left to write to.
  if (!owner?.email.includes('@') || !design) return;
  await services.mailer
    .send(rejectionMail(owner.email, design.name, comments))
    .catch((error: unknown) => services.logger.error({ err: error, designId }, 'rejection mail failed'));
}
