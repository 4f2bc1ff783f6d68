import { sql } from 'kysely';
import type { RecordedEvent } from '../../events/store/event-store.ts';
import { tablesOf } from '../db/read-model-db.ts';
import type { Projection } from '../projection.ts';

export type DesignHistoryRow = {
  design_id: string;
  global_position: string;
  stream_id: string;
  stream_version: number;
  type: string;
  recorded_at: Date;
  actor: string | null;
  command_id: string | null;
  details: Record<string, string>;
};

export type DesignHistoryTables = { design_history: DesignHistoryRow };

// What each event adds to a design's story; images, paint and prompts stay in the log.
const kept = ['name', 'status', 'comments', 'moderatorId', 'platform', 'voterId', 'sharerId', 'reason'] as const;

function detailsOf(data: Record<string, unknown>): Record<string, string> {
  const details: Record<string, string> = {};
  for (const key of kept) if (typeof data[key] === 'string') details[key] = data[key];
  return details;
}

const designOf = (event: RecordedEvent) => {
  const designId = (event.data as { designId?: unknown } | undefined)?.designId;
  return typeof designId === 'string' ? designId : undefined;
};

// Every event about one design, whichever stream holds it (its owner's library, its review
// stream, each share, each voter's likes): the admin's read-only history of a design (issue 20).
export const designHistoryProjection: Projection = {
  name: 'design_history',
  tables: ['design_history'],
  async createTables(db) {
    await sql`CREATE TABLE IF NOT EXISTS design_history (
      global_position bigint PRIMARY KEY,
      design_id text NOT NULL,
      stream_id text NOT NULL,
      stream_version integer NOT NULL,
      type text NOT NULL,
      recorded_at timestamptz NOT NULL,
      actor text,
      command_id text,
      details jsonb NOT NULL
    )`.execute(db);
    await sql`CREATE INDEX IF NOT EXISTS design_history_by_design ON design_history (design_id, global_position)`.execute(
      db,
    );
  },
  async apply(trx, events) {
    const rows = events.flatMap((event) => {
      const designId = designOf(event);
      if (!designId) return [];
      const actor = event.metadata.actor;
      return [
        {
          design_id: designId,
          global_position: String(event.globalPosition),
          stream_id: event.streamId,
          stream_version: event.streamVersion,
          type: event.type,
          recorded_at: event.recordedAt,
          actor: actor ? `${actor.role}:${actor.id}` : null,
          command_id: event.metadata.commandId ?? null,
          details: detailsOf(event.data as Record<string, unknown>),
        },
      ];
    });
    if (rows.length === 0) return undefined;
    await tablesOf<DesignHistoryTables>(trx)
      .insertInto('design_history')
      .values(rows.map((row) => ({ ...row, details: JSON.stringify(row.details) as never })))
      .onConflict((oc) => oc.column('global_position').doNothing())
      .execute();
    return undefined;
  },
};
