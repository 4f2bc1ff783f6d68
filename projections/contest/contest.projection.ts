import { sql } from 'kysely';
import type { ContestEvent } from '../../events/contest/contest.events.ts';
import type { ContestSchedule } from '../../events/schemas/contest.ts';
import type { RecordedEvent } from '../../events/store/event-store.ts';
import type { AnyDb, AnyTransaction } from '../db/read-model-db.ts';
import { tablesOf } from '../db/read-model-db.ts';
import type { Projection } from '../projection.ts';

type ContestRow = {
  event_id: string;
  start_date: string;
  content_creation_end_date: string;
  voting_end_date: string;
  expert_review_end: string;
  contact_winner: string | null;
  winner_announcement: string;
  video_url: string | null;
  reveal_votes: boolean;
  count_down: boolean;
  updated_at: string;
};

type ContestTables = { contest: ContestRow };

export type ContestView = ContestSchedule & { eventId: string };

const contestEventTypes = new Set<string>(['ContestScheduled', 'ContestRescheduled'] satisfies ContestEvent['type'][]);

const isContestEvent = (event: RecordedEvent) => contestEventTypes.has(event.type);

export const contestProjection: Projection = {
  name: 'contest',
  relevant: isContestEvent,
  tables: ['contest'],
  async createTables(db) {
    await sql`CREATE TABLE IF NOT EXISTS contest (
      event_id text PRIMARY KEY,
      start_date bigint NOT NULL,
      content_creation_end_date bigint NOT NULL,
      voting_end_date bigint NOT NULL,
      expert_review_end bigint NOT NULL,
      contact_winner bigint,
      winner_announcement bigint NOT NULL,
      video_url text,
      reveal_votes boolean NOT NULL,
      count_down boolean NOT NULL,
      updated_at bigint NOT NULL
    )`.execute(db);
  },
  async apply(trx, events) {
    let changed = false;
    for (const event of events) {
      if (!isContestEvent(event)) continue;
      changed = true;
      const { data } = event as ContestEvent;
      const row: ContestRow = {
        event_id: data.eventId,
        start_date: String(data.startDate),
        content_creation_end_date: String(data.contentCreationEndDate),
        voting_end_date: String(data.votingEndDate),
        expert_review_end: String(data.expertReviewEnd),
        contact_winner: data.contactWinner === null ? null : String(data.contactWinner),
        winner_announcement: String(data.winnerAnnouncement),
        video_url: data.videoUrl,
        reveal_votes: data.revealVotes,
        count_down: data.countDown,
        updated_at: String(data.at),
      };
      await tablesOf<ContestTables>(trx)
        .insertInto('contest')
        .values(row)
        .onConflict((oc) => oc.column('event_id').doUpdateSet(row))
        .execute();
    }
    // The public `contest` room: every open page follows the settings (countdown gate, key dates).
    return changed
      ? [{ room: 'contest', event: 'contest', payload: { type: 'event', data: await currentContest(trx) } }]
      : [];
  },
};

/** The contest being run: the one changed last. */
export async function currentContest(db: AnyDb | AnyTransaction): Promise<ContestView | undefined> {
  const row = await tablesOf<ContestTables>(db)
    .selectFrom('contest')
    .selectAll()
    .orderBy('updated_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    eventId: row.event_id,
    startDate: Number(row.start_date),
    contentCreationEndDate: Number(row.content_creation_end_date),
    votingEndDate: Number(row.voting_end_date),
    expertReviewEnd: Number(row.expert_review_end),
    contactWinner: row.contact_winner === null ? null : Number(row.contact_winner),
    winnerAnnouncement: Number(row.winner_announcement),
    videoUrl: row.video_url,
    revealVotes: row.reveal_votes,
    countDown: row.count_down,
  };
}
