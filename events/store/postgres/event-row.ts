import type { EventMetadata, RecordedEvent } from '../event-store.ts';

export type EventRow = {
  global_position: string;
  stream_id: string;
  stream_version: number;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date;
  transaction_id: string;
};

export const eventColumns =
  'global_position, stream_id, stream_version, type, data, metadata, recorded_at, transaction_id::text AS transaction_id';

export function toRecordedEvent(row: EventRow): RecordedEvent {
  const globalPosition = Number(row.global_position);
  return {
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    globalPosition,
    logPosition: { commit: Number(row.transaction_id), prepare: globalPosition },
    recordedAt: row.recorded_at,
  };
}
