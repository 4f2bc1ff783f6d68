import type { NewEvent, RecordedEvent } from '../event-store.ts';
import type { Queryable } from './queryable.ts';

export type PendingAppend = {
  readonly streamId: string;
  readonly expectedVersion: number;
  readonly events: readonly NewEvent[];
  readonly commandId?: string;
};

/** What the database adds to an event it stored; the rest is what the append sent. */
export type AppendedRow = {
  global_position: string;
  stream_id: string;
  stream_version: number;
  recorded_at: Date;
  transaction_id: string;
};

// One prepared statement appends a whole batch, each append checked on its own: a stream head that
// moved rejects only that append (no row returned for it), never the batch. Streams must be
// distinct within a batch. Plain arrays unnest cheaper than a JSON record set, and only the columns
// the database chose come back. Runs as its own transaction unless the caller opened one.
const appendBatchSql = `
WITH appends AS (
  SELECT * FROM unnest($1::text[], $2::int[], $3::int[]) AS a(stream_id, expected, version)
),
created AS (
  INSERT INTO streams (stream_id, version)
  SELECT stream_id, version FROM appends WHERE expected = 0
  ON CONFLICT (stream_id) DO NOTHING
  RETURNING stream_id
),
advanced AS (
  UPDATE streams s SET version = a.version
  FROM appends a
  WHERE a.expected > 0 AND s.stream_id = a.stream_id AND s.version = a.expected
  RETURNING s.stream_id
)
INSERT INTO events (stream_id, stream_version, type, data, metadata, command_id)
SELECT e.stream_id, e.stream_version, e.type, e.data, e.metadata, e.command_id
FROM unnest($4::text[], $5::int[], $6::text[], $7::jsonb[], $8::jsonb[], $9::text[]) WITH ORDINALITY
  AS e(stream_id, stream_version, type, data, metadata, command_id, n)
WHERE e.stream_id IN (SELECT stream_id FROM created UNION ALL SELECT stream_id FROM advanced)
ORDER BY e.n
RETURNING global_position, stream_id, stream_version, recorded_at, transaction_id::text AS transaction_id`;

/** Returns the stored rows, each append's in stream order; an append with no rows lost its expected-version race. */
export async function appendBatch(db: Queryable, batch: readonly PendingAppend[]): Promise<AppendedRow[]> {
  const events = batch.flatMap((append) =>
    append.events.map((event, index) => ({
      append,
      version: append.expectedVersion + index + 1,
      event,
      metadata: withCommandId(event, append.commandId),
    })),
  );
  const result = await db.query<AppendedRow>({
    name: 'append-batch',
    text: appendBatchSql,
    values: [
      batch.map((append) => append.streamId),
      batch.map((append) => append.expectedVersion),
      batch.map((append) => append.expectedVersion + append.events.length),
      events.map((e) => e.append.streamId),
      events.map((e) => e.version),
      events.map((e) => e.event.type),
      events.map((e) => JSON.stringify(e.event.data)),
      events.map((e) => JSON.stringify(e.metadata)),
      events.map((e) => e.append.commandId ?? null),
    ],
  });
  return result.rows.sort((a, b) => a.stream_version - b.stream_version);
}

const withCommandId = (event: NewEvent, commandId: string | undefined) =>
  commandId ? { ...event.metadata, commandId } : { ...event.metadata };

/** The events of one append as the store recorded them: what was sent, where the database put it. */
export function recordedEvents(append: PendingAppend, rows: readonly AppendedRow[]): RecordedEvent[] {
  return rows.map((row, index) => {
    const event = append.events[index]!;
    const globalPosition = Number(row.global_position);
    return {
      type: event.type,
      data: JSON.parse(JSON.stringify(event.data)) as unknown,
      metadata: withCommandId(event, append.commandId),
      streamId: row.stream_id,
      streamVersion: row.stream_version,
      globalPosition,
      logPosition: { commit: Number(row.transaction_id), prepare: globalPosition },
      recordedAt: row.recorded_at,
    };
  });
}
