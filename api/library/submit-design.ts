import type { CommandMetadata } from '../../events/command/decider.ts';
import { handleCommand } from '../../events/command/handle-command.ts';
import { designDecider } from '../../events/design/design.decider.ts';
import { designStreamId } from '../../events/design/design.events.ts';
import { libraryDecider } from '../../events/library/library.decider.ts';
import { libraryStreamId } from '../../events/library/library.events.ts';
import type { Services } from '../services.ts';

/**
 * The library decides the one submission; then the design stream records the entry into review
 * with a copy of the design. A retried request finds the library unchanged (same design) and
 * completes the second step if a crash cut it short.
 */
export async function submitDesign(
  services: Pick<Services, 'store'>,
  userId: string,
  designId: string,
  metadata: CommandMetadata,
) {
  const library = await handleCommand(services.store, libraryStreamId(userId), libraryDecider, {
    type: 'SubmitDesign',
    data: { designId },
    metadata,
  });
  const { at, ...content } = library.state.designs.get(designId)!;
  const review = await handleCommand(services.store, designStreamId(designId), designDecider, {
    type: 'SubmitForReview',
    data: { ...content, userId, createdAt: at },
    metadata,
  });
  return { lastPosition: library.lastPosition ?? review.lastPosition };
}
