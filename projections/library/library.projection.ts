import { sql } from 'kysely';
import type { LibraryEvent } from '../../events/library/library.events.ts';
import { libraryStreamPrefix } from '../../events/library/library.events.ts';
import type { GlbStateEntry } from '../../events/schemas/design.ts';
import type { LibraryDesignView } from '../../events/schemas/library.ts';
import type { RecordedEvent } from '../../events/store/event-store.ts';
import type { AnyDb, AnyTransaction } from '../db/read-model-db.ts';
import { tablesOf } from '../db/read-model-db.ts';
import type { Projection, Push } from '../projection.ts';

type TextureRow = {
  texture_id: string;
  user_id: string;
  prompt: string;
  style_preset: string;
  status: 'pending' | 'ready' | 'failed';
  url: string | null;
  message: string | null;
  created_at: string;
  /** The request's log position: orders textures asked for within the same millisecond. */
  position: string;
};

type DesignRow = {
  design_id: string;
  user_id: string;
  name: string;
  description: string;
  thumbnail: string;
  images: string[];
  glb_state: GlbStateEntry[];
  bad_prompts: string[];
  created_at: string;
  submitted_at: string | null;
  /** The moderator's comment when the submission was handed back for another try (RETRY). */
  moderator_comment: string | null;
};

type LibraryTables = { library_textures: TextureRow; library_designs: DesignRow };

export type TextureView = {
  _id: string;
  prompt: string;
  style_preset: string;
  status: TextureRow['status'];
  generatedImageUrl: string | null;
  message: string | null;
  createdAt: number;
};

const tables = (db: AnyDb | AnyTransaction) => tablesOf<LibraryTables>(db);

const userRoom = (userId: string) => `user:${userId}`;

async function applyEvent(
  trx: AnyTransaction,
  event: RecordedEvent & LibraryEvent,
  userId: string,
): Promise<Push | undefined> {
  switch (event.type) {
    case 'TextureRequested': {
      const { textureId, prompt, stylePreset, at } = event.data;
      const row: TextureRow = {
        texture_id: textureId,
        user_id: userId,
        prompt,
        style_preset: stylePreset,
        status: 'pending',
        url: null,
        message: null,
        created_at: String(at),
        position: String(event.globalPosition),
      };
      await tables(trx)
        .insertInto('library_textures')
        .values(row)
        .onConflict((oc) => oc.doNothing())
        .execute();
      return undefined;
    }
    case 'TextureGenerated':
    case 'TextureGenerationFailed': {
      const changes =
        event.type === 'TextureGenerated'
          ? { status: 'ready' as const, url: event.data.url }
          : { status: 'failed' as const, message: event.data.message };
      const row = await tables(trx)
        .updateTable('library_textures')
        .set(changes)
        .where('texture_id', '=', event.data.textureId)
        .returningAll()
        .executeTakeFirst();
      return row && { room: userRoom(userId), event: 'user', payload: { type: 'texture', texture: textureView(row) } };
    }
    case 'DesignSaved': {
      const { designId, name, description, thumbnail, images, glbState, badPrompts, at } = event.data;
      await tables(trx)
        .insertInto('library_designs')
        .values({
          design_id: designId,
          user_id: userId,
          name,
          description,
          thumbnail,
          images: JSON.stringify(images) as never,
          glb_state: JSON.stringify(glbState) as never,
          bad_prompts: JSON.stringify(badPrompts) as never,
          created_at: String(at),
          submitted_at: null,
          moderator_comment: null,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      break;
    }
    case 'DesignDeleted':
      await tables(trx).deleteFrom('library_designs').where('design_id', '=', event.data.designId).execute();
      break;
    case 'DesignSubmitted':
      await tables(trx)
        .updateTable('library_designs')
        .set({ submitted_at: String(event.data.at), moderator_comment: null })
        .where('design_id', '=', event.data.designId)
        .execute();
      break;
    case 'SubmissionReturned':
      await tables(trx)
        .updateTable('library_designs')
        .set({ submitted_at: null, moderator_comment: event.data.comments })
        .where('design_id', '=', event.data.designId)
        .execute();
      break;
  }
  return { room: userRoom(userId), event: 'user', payload: { type: 'library' } };
}

const isLibraryEvent = (event: RecordedEvent) => event.streamId.startsWith(libraryStreamPrefix);

/** Each user's textures, designs and submission (DESIGN §5 `library`); pushes to the user's room. */

export const libraryProjection: Projection = {
  name: 'library',
  relevant: isLibraryEvent,
  tables: ['library_textures', 'library_designs'],
  async createTables(db) {
    await sql`CREATE TABLE IF NOT EXISTS library_textures (
      texture_id text PRIMARY KEY,
      user_id text NOT NULL,
      prompt text NOT NULL,
      style_preset text NOT NULL,
      status text NOT NULL,
      url text,
      message text,
      created_at bigint NOT NULL,
      position bigint NOT NULL
    )`.execute(db);
    await sql`CREATE INDEX IF NOT EXISTS library_textures_user ON library_textures (user_id, created_at DESC, position DESC)`.execute(
      db,
    );
    await sql`CREATE TABLE IF NOT EXISTS library_designs (
      design_id text PRIMARY KEY,
      user_id text NOT NULL,
      name text NOT NULL,
      description text NOT NULL,
      thumbnail text NOT NULL,
      images jsonb NOT NULL,
      glb_state jsonb NOT NULL,
      bad_prompts jsonb NOT NULL,
      created_at bigint NOT NULL,
      submitted_at bigint,
      moderator_comment text
    )`.execute(db);
    // Libraries projected before hand-backs existed gain the column in place.
    await sql`ALTER TABLE library_designs ADD COLUMN IF NOT EXISTS moderator_comment text`.execute(db);
    await sql`CREATE INDEX IF NOT EXISTS library_designs_user ON library_designs (user_id, created_at)`.execute(db);
  },
  async apply(trx, events) {
    const pushes: Push[] = [];
    for (const event of events) {
      if (!isLibraryEvent(event)) continue;
      const userId = event.streamId.slice(libraryStreamPrefix.length);
      const push = await applyEvent(trx, event as RecordedEvent & LibraryEvent, userId);
      if (push) pushes.push(push);
    }
    return pushes;
  },
};

const textureView = (row: TextureRow): TextureView => ({
  _id: row.texture_id,
  prompt: row.prompt,
  style_preset: row.style_preset,
  status: row.status,
  generatedImageUrl: row.url,
  message: row.message,
  createdAt: Number(row.created_at),
});

/** The user's textures, newest first. */
export async function texturesOf(db: AnyDb, userId: string): Promise<TextureView[]> {
  const rows = await tables(db)
    .selectFrom('library_textures')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('position', 'desc')
    .execute();
  return rows.map(textureView);
}

/** The user's saved designs, oldest first: the order of the library's slots. */
export async function designsOf(db: AnyDb, userId: string): Promise<LibraryDesignView[]> {
  const rows = await tables(db)
    .selectFrom('library_designs')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('design_id')
    .execute();
  return rows.map((row) => ({
    _id: row.design_id,
    id: row.design_id,
    name: row.name,
    description: row.description,
    thumbnail: row.thumbnail,
    images: row.images,
    glbState: row.glb_state,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.submitted_at ?? row.created_at),
    isSubmitted: row.submitted_at !== null,
    ...(row.moderator_comment === null ? {} : { moderatorComment: row.moderator_comment }),
  }));
}
