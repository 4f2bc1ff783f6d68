import { knownEventTypes } from '../../events/event-types.ts';
import type { EventStore } from '../../events/store/event-store.ts';
import { logStart } from '../../events/store/log-position.ts';

const batchSize = 5000;
const reportedAtMost = 20;

export type LogCheck = { readonly events: number; readonly problems: string[] };

type StreamTrail = { version: number; lastCommand: string | undefined };

/**
 * Reads the whole log once and checks what every projection takes for granted: each stream's
 * versions run 1, 2, 3... without a gap, a command's events in a stream are one run (a command id
 * never comes back later in the same stream), and every event has a type the product knows.
 */
export async function checkLog(store: EventStore, onProgress: (checked: number) => void): Promise<LogCheck> {
  const problems: string[] = [];
  const report = (problem: string) => problems.length < reportedAtMost && problems.push(problem);
  const trails = new Map<string, StreamTrail>();
  const commandsSeen = new Set<string>();
  let position = logStart;
  let checked = 0;
  for (;;) {
    const events = await store.readAll({ from: position, limit: batchSize });
    if (events.length === 0) return { events: checked, problems };
    for (const event of events) {
      const trail = trails.get(event.streamId) ?? { version: 0, lastCommand: undefined };
      if (event.streamVersion !== trail.version + 1) {
        report(
          `${event.streamId}: version ${event.streamVersion} follows version ${trail.version} (#${event.globalPosition})`,
        );
      }
      const command = event.metadata.commandId;
      if (command && command !== trail.lastCommand) {
        const key = `${event.streamId} ${command}`;
        if (commandsSeen.has(key))
          report(`${event.streamId}: command ${command} appended twice (#${event.globalPosition})`);
        commandsSeen.add(key);
      }
      if (!knownEventTypes.has(event.type)) report(`unknown event type ${event.type} (#${event.globalPosition})`);
      trails.set(event.streamId, { version: event.streamVersion, lastCommand: command });
    }
    checked += events.length;
    position = events.at(-1)!.logPosition;
    onProgress(checked);
  }
}
