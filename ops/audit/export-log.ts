import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { EventStore } from '../../events/store/event-store.ts';
import { compareLogPositions, formatLogPosition, type LogPosition, logStart } from '../../events/store/log-position.ts';

const batchSize = 5000;

export type ExportRange = { readonly from?: LogPosition; readonly to?: LogPosition };

/**
 * Writes the log after `from` (up to `to`, inclusive) as one JSON object per line, a batch at a
 * time and waiting for the output to drain, so a log of any size streams in bounded memory.
 * Sealed personal data stays sealed: the export carries exactly what the log holds.
 */
export async function exportLog(
  store: EventStore,
  out: Writable,
  range: ExportRange,
  onProgress: (exported: number) => void,
): Promise<{ events: number; last: LogPosition | undefined }> {
  let position = range.from ?? logStart;
  let exported = 0;
  let last: LogPosition | undefined;
  for (;;) {
    const batch = await store.readAll({ from: position, limit: batchSize });
    const events = range.to ? batch.filter((event) => compareLogPositions(event.logPosition, range.to!) <= 0) : batch;
    if (events.length === 0) return { events: exported, last };
    const lines = events.map((event) =>
      JSON.stringify({
        globalPosition: event.globalPosition,
        logPosition: formatLogPosition(event.logPosition),
        streamId: event.streamId,
        streamVersion: event.streamVersion,
        type: event.type,
        data: event.data,
        metadata: event.metadata,
        recordedAt: event.recordedAt.toISOString(),
      }),
    );
    if (!out.write(`${lines.join('\n')}\n`)) await once(out, 'drain');
    exported += events.length;
    last = events.at(-1)!.logPosition;
    position = last;
    onProgress(exported);
    if (events.length < batch.length) return { events: exported, last };
  }
}
