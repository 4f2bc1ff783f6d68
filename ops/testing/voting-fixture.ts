import { randomUUID } from 'node:crypto';
import { newSession, saveSession } from '../../api/identity/sessions.ts';
import { contestStreamId } from '../../events/contest/contest.events.ts';
import { designStreamId } from '../../events/design/design.events.ts';
import type { Role } from '../../events/identity/identity.events.ts';
import type { ContestSchedule } from '../../events/schemas/contest.ts';
import type { EventStore } from '../../events/store/event-store.ts';
import type { AnyDb } from '../../projections/db/read-model-db.ts';

const day = 86_400_000;

/** A contest whose voting window is open around `now` (reveal flag and dates overridable). */
export async function openContest(store: EventStore, now: number, overrides: Partial<ContestSchedule> = {}) {
  const eventId = randomUUID();
  const schedule: ContestSchedule = {
    startDate: now - day,
    contentCreationEndDate: now + 10 * day,
    votingEndDate: now + 10 * day,
    expertReviewEnd: now + 12 * day,
    contactWinner: now + 13 * day,
    winnerAnnouncement: now + 14 * day,
    videoUrl: null,
    revealVotes: true,
    countDown: false,
    ...overrides,
  };
  await store.append(
    contestStreamId(eventId),
    [{ type: 'ContestScheduled', data: { ...schedule, eventId, at: now } }],
    {
      expectedVersion: 0,
    },
  );
  return {
    eventId,
    schedule,
    /** Appends a reschedule, as the admin's event form does. */
    async reschedule(changes: Partial<ContestSchedule>, at: number) {
      const { version } = await store.readStream(contestStreamId(eventId));
      Object.assign(schedule, changes);
      await store.append(
        contestStreamId(eventId),
        [{ type: 'ContestRescheduled', data: { ...schedule, eventId, at } }],
        { expectedVersion: version },
      );
    },
  };
}

/** A submitted design and, unless told otherwise, the moderator's VERIFIED verdict on it. */
export async function reviewedDesign(
  store: EventStore,
  options: {
    userId?: string;
    name?: string;
    thumbnail?: string;
    status?: 'VERIFIED' | 'REJECTED' | 'PENDING';
    at?: number;
  } = {},
) {
  const designId = randomUUID();
  const userId = options.userId ?? randomUUID();
  const at = options.at ?? Date.now();
  await store.append(
    designStreamId(designId),
    [
      {
        type: 'DesignSubmittedForReview',
        data: {
          designId,
          userId,
          name: options.name ?? `Diseño ${designId.slice(0, 4)}`,
          description: 'Un diseño de prueba',
          thumbnail: options.thumbnail ?? '/favicon.svg',
          images: [],
          glbState: [],
          badPrompts: [],
          createdAt: at,
          status: 'PENDING',
          at,
        },
      },
    ],
    { expectedVersion: 0 },
  );
  if (options.status !== 'PENDING') await review(store, designId, userId, options.status ?? 'VERIFIED', at + 1);
  return { designId, userId };
}

/** A moderator's verdict appended to the design's stream (a takedown is a later REJECTED). */
export async function review(
  store: EventStore,
  designId: string,
  userId: string,
  status: 'VERIFIED' | 'REJECTED',
  at: number,
) {
  const { version } = await store.readStream(designStreamId(designId));
  await store.append(
    designStreamId(designId),
    [{ type: 'DesignReviewed', data: { designId, userId, status, comments: '', moderatorId: 'moderadora', at } }],
    { expectedVersion: version },
  );
}

/** An open session of the given role, as the login routes store it: its bearer token and account id. */
export async function sessionOf(db: AnyDb, role: Role, now: number, accountId: string = randomUUID()) {
  const { token, sessionId } = newSession();
  await saveSession(db, token, { accountId, role, sessionId }, now);
  return { token, accountId };
}
