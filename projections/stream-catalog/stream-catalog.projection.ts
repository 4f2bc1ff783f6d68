import { sql } from 'kysely';
import type { RecordedEvent } from '../../events/store/event-store.ts';
import type { AnyDb } from '../db/read-model-db.ts';
import { tablesOf } from '../db/read-model-db.ts';
import { containsPattern, foldForSearch } from '../db/search-text.ts';
import type { Projection } from '../projection.ts';

type StreamRow = {
  stream_id: string;
  category: string;
  events: number;
  first_at: Date;
  last_at: Date;
  last_position: string;
  /** What a person would search the stream by: a submitted design's name. */
  label: string | null;
  /** The label without case or accents, as searched. */
  label_folded: string | null;
};

type CatalogTables = { stream_catalog: StreamRow };

export type StreamSummary = {
  streamId: string;
  category: string;
  events: number;
  firstAt: Date;
  lastAt: Date;
  lastPosition: number;
  label: string | null;
};

export type StreamFilter = {
  readonly category?: string;
  readonly since?: Date;
  readonly label?: string;
  readonly page: number;
  readonly pageSize: number;
};

export const categoryOf = (streamId: string) => streamId.split('-', 1)[0]!;

const labelOf = (event: RecordedEvent) =>
  event.type === 'DesignSubmittedForReview' ? (event.data as { name: string }).name : null;

// Every stream of the log with its size and time span: where an auditor starts when all they have
// is a category, a day or a design's name.
export const streamCatalogProjection: Projection = {
  name: 'stream_catalog',
  tables: ['stream_catalog'],
  async createTables(db) {
    await sql`CREATE TABLE IF NOT EXISTS stream_catalog (
      stream_id text PRIMARY KEY,
      category text NOT NULL,
      events integer NOT NULL,
      first_at timestamptz NOT NULL,
      last_at timestamptz NOT NULL,
      last_position bigint NOT NULL,
      label text,
      label_folded text
    )`.execute(db);
    // Catalogs made before names were searched without accents gain the column (a replay fills it).
    await sql`ALTER TABLE stream_catalog ADD COLUMN IF NOT EXISTS label_folded text`.execute(db);
    await sql`CREATE INDEX IF NOT EXISTS stream_catalog_by_category ON stream_catalog (category, last_at)`.execute(db);
  },
  async apply(trx, events) {
    const rows = new Map<string, StreamRow>();
    for (const event of events) {
      const row = rows.get(event.streamId);
      const label = labelOf(event) ?? row?.label ?? null;
      rows.set(event.streamId, {
        stream_id: event.streamId,
        category: categoryOf(event.streamId),
        events: (row?.events ?? 0) + 1,
        first_at: row?.first_at ?? event.recordedAt,
        last_at: event.recordedAt,
        last_position: String(event.globalPosition),
        label,
        label_folded: label === null ? null : foldForSearch(label),
      });
    }
    await tablesOf<CatalogTables>(trx)
      .insertInto('stream_catalog')
      .values([...rows.values()])
      .onConflict((oc) =>
        oc.column('stream_id').doUpdateSet({
          events: sql`stream_catalog.events + excluded.events`,
          last_at: sql`excluded.last_at`,
          last_position: sql`excluded.last_position`,
          label: sql`coalesce(excluded.label, stream_catalog.label)`,
          label_folded: sql`coalesce(excluded.label_folded, stream_catalog.label_folded)`,
        }),
      )
      .execute();
    return undefined;
  },
};

/** One page of streams, the most recently written first, and how many match in all. */
export async function listStreams(
  db: AnyDb,
  filter: StreamFilter,
): Promise<{ streams: StreamSummary[]; total: number }> {
  let query = tablesOf<CatalogTables>(db).selectFrom('stream_catalog');
  if (filter.category) query = query.where('category', '=', filter.category);
  if (filter.since) query = query.where('last_at', '>=', filter.since);
  if (filter.label) query = query.where('label_folded', 'like', containsPattern(filter.label));
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('last_position', 'desc')
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.total),
    streams: rows.map((row) => ({
      streamId: row.stream_id,
      category: row.category,
      events: row.events,
      firstAt: row.first_at,
      lastAt: row.last_at,
      lastPosition: Number(row.last_position),
      label: row.label,
    })),
  };
}
