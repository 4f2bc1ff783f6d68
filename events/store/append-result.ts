import { ConcurrencyError } from './errors.ts';
import type { AppendResult, RecordedEvent } from './event-store.ts';

export function appendResult(events: readonly RecordedEvent[], duplicate: boolean): AppendResult {
  const last = events.at(-1);
  return { nextExpectedVersion: last?.streamVersion ?? 0, events, lastPosition: last?.logPosition, duplicate };
}

export const nothingAppended = (expectedVersion: number): AppendResult => ({
  nextExpectedVersion: expectedVersion,
  events: [],
  lastPosition: undefined,
  duplicate: false,
});

/** An append that lost its race: a retry of a command that already landed gets that first result. */
export async function answerLostRace(
  streamId: string,
  expectedVersion: number,
  commandId: string | undefined,
  eventsOfCommand: (commandId: string) => Promise<readonly RecordedEvent[]>,
): Promise<AppendResult> {
  const earlier = commandId ? await eventsOfCommand(commandId) : [];
  if (earlier.length > 0) return appendResult(earlier, true);
  throw new ConcurrencyError(streamId, expectedVersion);
}
