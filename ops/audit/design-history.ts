import type { DesignEvent } from '../../events/design/design.events.ts';
import type { LibraryEvent } from '../../events/library/library.events.ts';
import { libraryStreamId } from '../../events/library/library.events.ts';
import type { EventStore, RecordedEvent } from '../../events/store/event-store.ts';

type LifeEvent = RecordedEvent & (DesignEvent | LibraryEvent);

const quoted = (text: string) => (text ? `: "${text}"` : '');
const who = (event: RecordedEvent) =>
  event.metadata.actor ? `${event.metadata.actor.role} ${event.metadata.actor.id}` : 'system';

function summary(event: LifeEvent): string | undefined {
  switch (event.type) {
    case 'DesignSaved': {
      const { name, glbState, badPrompts } = event.data;
      const flagged = badPrompts.length > 0 ? `bad prompts: ${badPrompts.join(' | ')}` : 'no bad prompts';
      const parts = glbState.length === 1 ? '1 painted part' : `${glbState.length} painted parts`;
      return `created «${name}» in the library (${parts}, ${flagged})`;
    }
    case 'DesignSubmitted':
      return 'submitted to the gallery (the owner’s one submission)';
    case 'DesignSubmittedForReview':
      return `entered review as PENDING with «${event.data.name}»`;
    case 'DesignReviewed':
      return `${event.data.status} by moderator ${event.data.moderatorId}${quoted(event.data.comments)}`;
    case 'SubmissionReturned':
      return `submission handed back to its owner${quoted(event.data.comments)}`;
    case 'DesignDeleted':
      return 'deleted from the library';
    default:
      return undefined;
  }
}

const concerns = (designId: string) => (event: RecordedEvent) =>
  (event.data as { designId?: string } | undefined)?.designId === designId;

/**
 * A design's life for `audit --stream design-{id}`: its library events (saved, submitted, handed
 * back) and its review events, in log order, one readable line each, then its current status.
 */
export async function designHistory(store: EventStore, streamId: string): Promise<string[]> {
  const designId = streamId.slice('design-'.length);
  const review = (await store.readStream(streamId)).events as LifeEvent[];
  const ownerId = (review[0]?.data as { userId?: string } | undefined)?.userId;
  if (!ownerId) return [];
  const library = (await store.readStream(libraryStreamId(ownerId))).events.filter(concerns(designId)) as LifeEvent[];
  const life = [...review, ...library].sort((a, b) => a.globalPosition - b.globalPosition);
  const submission = review.findLast((event) => event.type === 'DesignSubmittedForReview');
  const lines = [`${streamId}: «${submission?.data.name ?? ''}» by user ${ownerId}`];
  for (const event of life) {
    const when = event.recordedAt.toISOString().replace('T', ' ').slice(0, 19);
    const where = `${event.streamId} v${event.streamVersion}`.padEnd(52);
    lines.push(
      `${when}  ${`#${event.globalPosition}`.padEnd(8)}  ${where}  ${who(event).padEnd(48)}  ${summary(event)}`,
    );
  }
  const last = review.at(-1)!.data as { status: string };
  lines.push(`current status: ${last.status}`);
  return lines;
}
