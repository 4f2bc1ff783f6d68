import type { NewEvent } from '../event-store.ts';
import type { EventRow } from './event-row.ts';
import { eventColumns } from './event-row.ts';
import type { Queryable } from './queryable.ts';

export type PendingAppend = {
  readonly streamId: string;
  readonly expectedVersion: number;
  readonly events: readonly NewEvent[];
  readonly commandId?: string;
};

// One statement appends a whole batch, each append checked on its own: a stream head that moved
// rejects only that append (no row returned for it), never the batch. Streams must be distinct
// within a batch. Runs as its own transaction unless the caller opened one.
const appendBatchSql = `
WITH appends AS (
  SELECT * FROM jsonb_to_recordset($1::jsonb) AS a(i int, stream_id text, expected int, count int)
),
new_events AS (
  SELECT * FROM jsonb_to_recordset($2::jsonb) AS e(i int, seq int, type text, data jsonb, metadata jsonb, command_id text)
),
created AS (
  INSERT INTO streams (stream_id, version)
  SELECT stream_id, count FROM appends WHERE expected = 0
  ON CONFLICT (stream_id) DO NOTHING
  RETURNING stream_id
),
advanced AS (
  UPDATE streams s SET version = s.version + a.count
  FROM appends a
  WHERE a.expected > 0 AND s.stream_id = a.stream_id AND s.version = a.expected
  RETURNING s.stream_id
),
accepted AS (
  SELECT a.* FROM appends a
  WHERE a.stream_id IN (SELECT stream_id FROM created UNION ALL SELECT stream_id FROM advanced)
),
inserted AS (
  INSERT INTO events (stream_id, stream_version, type, data, metadata, command_id)
  SELECT a.stream_id, a.expected + e.seq, e.type, e.data, e.metadata, e.command_id
  FROM accepted a JOIN new_events e ON e.i = a.i
  ORDER BY a.i, e.seq
  RETURNING ${eventColumns}
)
SELECT inserted.*, pg_notify('events', inserted.transaction_id) FROM inserted
ORDER BY global_position`;

/** Returns the inserted rows; an append with no rows lost its expected-version race. */
export async function appendBatch(db: Queryable, batch: readonly PendingAppend[]): Promise<EventRow[]> {
  const appends = batch.map((append, i) => ({
    i,
    stream_id: append.streamId,
    expected: append.expectedVersion,
    count: append.events.length,
  }));
  const events = batch.flatMap((append, i) =>
    append.events.map((event, index) => ({
      i,
      seq: index + 1,
      type: event.type,
      data: event.data,
      metadata: { ...event.metadata, ...(append.commandId ? { commandId: append.commandId } : {}) },
      command_id: append.commandId ?? null,
    })),
  );
  const result = await db.query<EventRow>(appendBatchSql, [JSON.stringify(appends), JSON.stringify(events)]);
  return result.rows;
}
