import { sql } from 'kysely';
import type { DesignEvent } from '../../events/design/design.events.ts';
import type { UserEvent, UserPersonalData } from '../../events/identity/identity.events.ts';
import { accountKey, erased } from '../../events/personal-data/personal-data-keys.ts';
import type { DesignShared } from '../../events/share/share.events.ts';
import { shareStreamPrefix } from '../../events/share/share.events.ts';
import type { RecordedEvent } from '../../events/store/event-store.ts';
import type { VoteEvent } from '../../events/vote/vote.events.ts';
import { voterStreamPrefix } from '../../events/vote/vote.events.ts';
import type { AnyTransaction } from '../db/read-model-db.ts';
import { foldForSearch } from '../db/search-text.ts';
import { designRoom, type Projection, type ProjectionContext, type Push } from '../projection.ts';
import { galleryTables } from './gallery-tables.ts';
import { applyVotes } from './gallery-votes.ts';

const searchTextOf = (name: string, description: string, creator: string) =>
  foldForSearch(`${name} ${description} ${creator}`);

async function creatorName(trx: AnyTransaction, userId: string): Promise<string> {
  const row = await galleryTables(trx)
    .selectFrom('gallery_creators')
    .select(['first_name', 'last_name'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? `${row.first_name} ${row.last_name}` : '';
}

// A creator's name is part of the search text of their designs, so a new name rewrites it.
async function applyCreator(trx: AnyTransaction, event: RecordedEvent, context: ProjectionContext): Promise<void> {
  const user = event as RecordedEvent & UserEvent;
  if (user.type !== 'UserRegistered' && user.type !== 'ProfileUpdated') return;
  const userId = event.streamId.slice('user-'.length);
  const data = await context.keys.open<Pick<UserPersonalData, 'firstName' | 'lastName'>>(
    accountKey(userId),
    user.data.personal,
  );
  const creator = { user_id: userId, first_name: data?.firstName ?? erased, last_name: data?.lastName ?? '' };
  await galleryTables(trx)
    .insertInto('gallery_creators')
    .values(creator)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(creator))
    .execute();
  const name = `${creator.first_name} ${creator.last_name}`;
  const designs = await galleryTables(trx)
    .selectFrom('gallery_designs')
    .select(['design_id', 'name', 'description'])
    .where('user_id', '=', userId)
    .execute();
  for (const design of designs) {
    await galleryTables(trx)
      .updateTable('gallery_designs')
      .set({ search_text: searchTextOf(design.name, design.description, name) })
      .where('design_id', '=', design.design_id)
      .execute();
  }
  if (designs.length > 0) await changeCatalogue(trx, 0);
}

// What the visible designs are and what they are found by changes rarely (a review, a new name),
// unlike their counts: the summary's version lets a search's total be reused until it moves.
async function changeCatalogue(trx: AnyTransaction, visibleDelta: number): Promise<void> {
  await galleryTables(trx)
    .updateTable('gallery_summary')
    .set({
      visible_count: sql`visible_count + ${visibleDelta}`,
      catalogue_version: sql`catalogue_version + 1`,
    })
    .execute();
}

async function applyDesign(trx: AnyTransaction, event: RecordedEvent & DesignEvent): Promise<void> {
  if (event.type === 'DesignSubmittedForReview') {
    const { designId, userId, name, description, thumbnail, images, glbState, createdAt, at } = event.data;
    const row = {
      design_id: designId,
      user_id: userId,
      name,
      description,
      thumbnail,
      images: JSON.stringify(images) as never,
      glb_state: JSON.stringify(glbState) as never,
      created_at: String(createdAt),
      submitted_at: String(at),
      visible: false,
      search_text: searchTextOf(name, description, await creatorName(trx, userId)),
    };
    // A design handed back (RETRY) and submitted again is the same entry with its new content.
    const { visible: _hidden, ...content } = row;
    await galleryTables(trx)
      .insertInto('gallery_designs')
      .values({
        ...row,
        // Likes are kept by pair whatever the order of events, so a new entry starts from its pairs.
        total_votes: sql`(SELECT count(*) FROM gallery_votes WHERE design_id = ${designId})::int` as never,
        total_shares: 0,
      })
      .onConflict((oc) => oc.column('design_id').doUpdateSet(content))
      .execute();
    return changeCatalogue(trx, 0);
  }
  // The latest verdict decides: VERIFIED shows the design, anything later (a takedown) hides it.
  const visible = event.data.status === 'VERIFIED';
  const before = await galleryTables(trx)
    .selectFrom('gallery_designs')
    .select('visible')
    .where('design_id', '=', event.data.designId)
    .executeTakeFirst();
  if (!before || before.visible === visible) return;
  await galleryTables(trx)
    .updateTable('gallery_designs')
    .set({ visible })
    .where('design_id', '=', event.data.designId)
    .execute();
  await changeCatalogue(trx, visible ? 1 : -1);
}

async function applyShare(trx: AnyTransaction, event: RecordedEvent & DesignShared): Promise<Push | undefined> {
  const { designId, platform } = event.data;
  const counted = await galleryTables(trx)
    .updateTable('gallery_designs')
    .set({ total_shares: sql`total_shares + 1` })
    .where('design_id', '=', designId)
    .returning('total_shares')
    .executeTakeFirst();
  if (!counted) return undefined;
  await galleryTables(trx)
    .insertInto('gallery_shares')
    .values({ design_id: designId, platform, count: 1 })
    .onConflict((oc) => oc.columns(['design_id', 'platform']).doUpdateSet({ count: sql`gallery_shares.count + 1` }))
    .execute();
  // DESIGN §6's design push names the design `id`; this one carries only the shares (votes come from the leaderboard).
  return { room: designRoom(designId), event: 'design', payload: { id: designId, totalShares: counted.total_shares } };
}

/** VERIFIED designs with their creator, likes and shares, searchable in Spanish (DESIGN §5 `gallery`). */
export const galleryProjection: Projection = {
  name: 'gallery',
  tables: ['gallery_designs', 'gallery_creators', 'gallery_votes', 'gallery_shares', 'gallery_summary'],
  async createTables(db) {
    // Trigrams answer "contains" searches from an index; installed once in public, where a
    // rebuild's shadow schema (first on its search_path) still finds it.
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public`.execute(db);
    await sql`CREATE TABLE IF NOT EXISTS gallery_designs (
      design_id text PRIMARY KEY,
      user_id text NOT NULL,
      name text NOT NULL,
      description text NOT NULL,
      thumbnail text NOT NULL,
      images jsonb NOT NULL,
      glb_state jsonb NOT NULL,
      created_at bigint NOT NULL,
      submitted_at bigint NOT NULL,
      visible boolean NOT NULL,
      total_votes integer NOT NULL,
      total_shares integer NOT NULL,
      search_text text NOT NULL
    )`.execute(db);
    // Each listing order is an index scan that stops after one page, over the visible designs only.
    await sql`CREATE INDEX IF NOT EXISTS gallery_by_date ON gallery_designs (created_at DESC, design_id DESC)
      WHERE visible`.execute(db);
    await sql`CREATE INDEX IF NOT EXISTS gallery_by_votes
      ON gallery_designs (total_votes DESC, submitted_at, design_id) WHERE visible`.execute(db);
    await sql`CREATE INDEX IF NOT EXISTS gallery_search ON gallery_designs
      USING gin (search_text public.gin_trgm_ops) WHERE visible`.execute(db);
    await sql`CREATE INDEX IF NOT EXISTS gallery_by_user ON gallery_designs (user_id)`.execute(db);
    await sql`CREATE TABLE IF NOT EXISTS gallery_creators (
      user_id text PRIMARY KEY,
      first_name text NOT NULL,
      last_name text NOT NULL
    )`.execute(db);
    await sql`CREATE TABLE IF NOT EXISTS gallery_votes (
      design_id text NOT NULL,
      voter_id text NOT NULL,
      PRIMARY KEY (design_id, voter_id)
    )`.execute(db);
    await sql`CREATE TABLE IF NOT EXISTS gallery_summary (
      id integer PRIMARY KEY CHECK (id = 1),
      visible_count integer NOT NULL,
      catalogue_version bigint NOT NULL
    )`.execute(db);
    await sql`INSERT INTO gallery_summary VALUES (1, 0, 0) ON CONFLICT DO NOTHING`.execute(db);
    await sql`CREATE TABLE IF NOT EXISTS gallery_shares (
      design_id text NOT NULL,
      platform text NOT NULL,
      count integer NOT NULL,
      PRIMARY KEY (design_id, platform)
    )`.execute(db);
  },
  async apply(trx, events, context) {
    const pushes: Push[] = [];
    const votes: (RecordedEvent & VoteEvent)[] = [];
    for (const event of events) {
      if (event.streamId.startsWith(voterStreamPrefix)) {
        votes.push(event as RecordedEvent & VoteEvent);
        continue;
      }
      // Votes are applied together, in order, before anything that follows them in the batch.
      if (votes.length > 0) await applyVotes(trx, votes.splice(0));
      if (event.streamId.startsWith('user-')) await applyCreator(trx, event, context);
      else if (event.streamId.startsWith('design-')) await applyDesign(trx, event as RecordedEvent & DesignEvent);
      else if (event.streamId.startsWith(shareStreamPrefix) && event.type === 'DesignShared') {
        const push = await applyShare(trx, event as RecordedEvent & DesignShared);
        if (push) pushes.push(push);
      }
    }
    if (votes.length > 0) await applyVotes(trx, votes);
    return pushes;
  },
};
