import { sql } from 'kysely';
import type { DesignEvent, ReviewStatus } from '../../events/design/design.events.ts';
import type { GlbStateEntry } from '../../events/schemas/design.ts';
import type { ModerationCounters, QueueQuery, ReviewQueueItem } from '../../events/schemas/moderation.ts';
import type { RecordedEvent } from '../../events/store/event-store.ts';
import type { AnyDb, AnyTransaction } from '../db/read-model-db.ts';
import { tablesOf } from '../db/read-model-db.ts';
import type { Projection, Push } from '../projection.ts';

type QueueRow = {
  design_id: string;
  user_id: string;
  name: string;
  description: string;
  thumbnail: string;
  images: string[];
  glb_state: GlbStateEntry[];
  bad_prompts: string[];
  created_at: string;
  submitted_at: string;
  status: ReviewStatus;
  comments: string;
  moderator_id: string | null;
  reviewed_at: string | null;
  /** The design stream's version: a verdict names it so that the first of two moderators wins. */
  version: number;
  /** Log position of the event that put the design in its tab: the stable key of the cursor. */
  listed_position: string;
};

type ModerationTables = { moderation_queue: QueueRow };

export type QueueItem = Omit<ReviewQueueItem, 'userId'> & { ownerId: string };

export type QueuePage = { items: QueueItem[]; nextCursor: string | null; totalcount: number };

const tables = (db: AnyDb | AnyTransaction) => tablesOf<ModerationTables>(db);

const designStreamPrefix = 'design-';

async function applyEvent(trx: AnyTransaction, event: RecordedEvent & DesignEvent) {
  const position = String(event.globalPosition);
  if (event.type === 'DesignSubmittedForReview') {
    const { designId, userId, name, description, thumbnail, images, glbState, badPrompts, createdAt, at } = event.data;
    const row: QueueRow = {
      design_id: designId,
      user_id: userId,
      name,
      description,
      thumbnail,
      images: JSON.stringify(images) as never,
      glb_state: JSON.stringify(glbState) as never,
      bad_prompts: JSON.stringify(badPrompts) as never,
      created_at: String(createdAt),
      submitted_at: String(at),
      status: 'PENDING',
      comments: '',
      moderator_id: null,
      reviewed_at: null,
      version: event.streamVersion,
      listed_position: position,
    };
    // A design handed back and submitted again enters the queue anew, with its changed content.
    await tables(trx)
      .insertInto('moderation_queue')
      .values(row)
      .onConflict((oc) => oc.column('design_id').doUpdateSet(row))
      .execute();
    return { type: 'submitted' as const, designId };
  }
  const { designId, status, comments, moderatorId, at } = event.data;
  await tables(trx)
    .updateTable('moderation_queue')
    .set({
      status,
      comments,
      moderator_id: moderatorId,
      reviewed_at: String(at),
      version: event.streamVersion,
      listed_position: position,
    })
    .where('design_id', '=', designId)
    .execute();
  return { type: 'reviewed' as const, designId, status, moderatorId };
}

const isDesignEvent = (event: RecordedEvent) => event.streamId.startsWith(designStreamPrefix);

/** The moderators' queue (DESIGN §5 `moderation_queue`): pending and rejected designs, counters; pushes to `moderation`. */

export const moderationProjection: Projection = {
  name: 'moderation',
  relevant: isDesignEvent,
  tables: ['moderation_queue'],
  async createTables(db) {
    await sql`CREATE TABLE IF NOT EXISTS moderation_queue (
      design_id text PRIMARY KEY,
      user_id text NOT NULL,
      name text NOT NULL,
      description text NOT NULL,
      thumbnail text NOT NULL,
      images jsonb NOT NULL,
      glb_state jsonb NOT NULL,
      bad_prompts jsonb NOT NULL,
      created_at bigint NOT NULL,
      submitted_at bigint NOT NULL,
      status text NOT NULL,
      comments text NOT NULL,
      moderator_id text,
      reviewed_at bigint,
      version integer NOT NULL,
      listed_position bigint NOT NULL
    )`.execute(db);
    await sql`CREATE INDEX IF NOT EXISTS moderation_queue_tab ON moderation_queue (status, listed_position)`.execute(
      db,
    );
  },
  async apply(trx, events) {
    const changes = [];
    for (const event of events) {
      if (!isDesignEvent(event)) continue;
      changes.push(await applyEvent(trx, event as RecordedEvent & DesignEvent));
    }
    if (changes.length === 0) return [];
    const counters = await moderationCounters(trx);
    return changes.map(
      (change): Push => ({ room: 'moderation', event: 'moderation', payload: { ...change, counters } }),
    );
  },
};

const toItem = (row: QueueRow): QueueItem => ({
  _id: row.design_id,
  id: row.design_id,
  ownerId: row.user_id,
  name: row.name,
  description: row.description,
  thumbnail: row.thumbnail,
  images: row.images,
  glbState: row.glb_state,
  badPrompts: row.bad_prompts,
  createdAt: Number(row.created_at),
  submittedAt: Number(row.submitted_at),
  status: row.status,
  comments: row.comments,
  reviewedAt: row.reviewed_at === null ? null : Number(row.reviewed_at),
  version: row.version,
});

const likeAny = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of a tab, keyed on the log position that listed each design: designs that arrive while a
 * moderator pages on sort above the first page and never shift the pages already read.
 */
export async function moderationQueue(db: AnyDb, query: QueueQuery): Promise<QueuePage> {
  const status = query.type === 'reject' ? 'REJECTED' : 'PENDING';
  let tab = tables(db).selectFrom('moderation_queue').where('status', '=', status);
  if (query.search) tab = tab.where('name', 'ilike', likeAny(query.search));
  const { total } = await tab.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  let page = tab.selectAll().orderBy('listed_position', query.sortOrder);
  if (query.cursor) page = page.where('listed_position', query.sortOrder === 'desc' ? '<' : '>', query.cursor);
  const rows = await page.limit(query.limit + 1).execute();
  const items = rows.slice(0, query.limit).map(toItem);
  const nextCursor = rows.length > query.limit ? rows[query.limit - 1]!.listed_position : null;
  return { items, nextCursor: nextCursor === null ? null : String(nextCursor), totalcount: Number(total) };
}

export async function moderationCounters(db: AnyDb | AnyTransaction): Promise<ModerationCounters> {
  const rows = await tables(db)
    .selectFrom('moderation_queue')
    .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
    .groupBy('status')
    .execute();
  const count = (status: ReviewStatus) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  return { pendingCount: count('PENDING'), rejectedCount: count('REJECTED'), verifiedCount: count('VERIFIED') };
}

/** One design as the queue knows it, whatever its status. */
export async function queuedDesign(db: AnyDb, designId: string): Promise<QueueItem | undefined> {
  const row = await tables(db)
    .selectFrom('moderation_queue')
    .selectAll()
    .where('design_id', '=', designId)
    .executeTakeFirst();
  return row && toItem(row);
}
