import type { DesignReviewed, DesignSubmittedForReview } from '../../events/design/design.events.ts';
import { designStreamId } from '../../events/design/design.events.ts';
import type { EventStore, RecordedEvent } from '../../events/store/event-store.ts';

/** The demo moderator's verdict on every demo submission: VERIFIED, so the gallery opens with entries. */
export async function verifyDemoSubmissions(store: EventStore, moderatorId: string, now: number): Promise<number> {
  const submissions: (RecordedEvent & DesignSubmittedForReview)[] = [];
  for (
    let page = await store.readAll();
    page.length > 0;
    page = await store.readAll({ from: page.at(-1)!.logPosition })
  ) {
    for (const event of page)
      if (event.type === 'DesignSubmittedForReview')
        submissions.push(event as RecordedEvent & DesignSubmittedForReview);
  }
  for (const [i, { data, streamId }] of submissions.entries()) {
    const review: DesignReviewed = {
      type: 'DesignReviewed',
      data: {
        designId: data.designId,
        userId: data.userId,
        status: 'VERIFIED',
        comments: '',
        moderatorId,
        at: now + i,
      },
    };
    const { version } = await store.readStream(streamId);
    await store.append(designStreamId(data.designId), [review], { expectedVersion: version });
  }
  return submissions.length;
}
