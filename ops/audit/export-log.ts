import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { EventStore } from '../../events/store/event-store.ts';
import { compareLogPositions, formatLogPosition, type LogPosition, logStart } from '../../events/store/log-position.ts';

const batchSize = 10_000;

export type ExportRange = { readonly from?: LogPosition; readonly to?: LogPosition };

/**
 * Writes the log after `from` (up to `to`, inclusive) as one JSON object per line, a batch at a
 * time and waiting for the output to drain, so a log of any size streams in bounded memory. The
 * next batch is read while the current one is written.
 * Sealed personal data stays sealed: the export carries exactly what the log holds.
 */
export async function exportLog(
  store: EventStore,
  out: Writable,
  range: ExportRange,
  onProgress: (exported: number) => void,
): Promise<{ events: number; last: LogPosition | undefined }> {
  let exported = 0;
  let last: LogPosition | undefined;
  let next = store.readAll({ from: range.from ?? logStart, limit: batchSize });
  for (;;) {
    const batch = await next;
    const events = range.to ? batch.filter((event) => compareLogPositions(event.logPosition, range.to!) <= 0) : batch;
    if (events.length === 0) return { events: exported, last };
    const more = events.length === batch.length;
    if (more) next = store.readAll({ from: batch.at(-1)!.logPosition, limit: batchSize });
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
    onProgress(exported);
    if (!more) return { events: exported, last };
  }
}
