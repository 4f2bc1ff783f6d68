import type { RecordedEvent, StreamRead } from '../event-store.ts';
import type { EventRow } from './event-row.ts';
import { eventColumns, toRecordedEvent } from './event-row.ts';
import type { Queryable } from './queryable.ts';

export async function readStream(db: Queryable, streamId: string): Promise<StreamRead> {
  const result = await db.query<EventRow>(
    `SELECT ${eventColumns} FROM events WHERE stream_id = $1 ORDER BY stream_version`,
    [streamId],
  );
  const events = result.rows.map(toRecordedEvent);
  return { version: events.at(-1)?.streamVersion ?? 0, events };
}

export async function readCommandEvents(db: Queryable, streamId: string, commandId: string): Promise<RecordedEvent[]> {
  const result = await db.query<EventRow>(
    `SELECT ${eventColumns} FROM events WHERE stream_id = $1 AND command_id = $2 ORDER BY stream_version`,
    [streamId, commandId],
  );
  return result.rows.map(toRecordedEvent);
}
