import type { Sealed } from '../../events/identity/identity.events.ts';
import {
  accountKey,
  contactKey,
  erased,
  type PersonalDataOpener,
} from '../../events/personal-data/personal-data-keys.ts';
import type { RecordedEvent } from '../../events/store/event-store.ts';
import { formatLogPosition } from '../../events/store/log-position.ts';
import { categoryOf } from '../../projections/stream-catalog/stream-catalog.projection.ts';

export type EventDescription = {
  globalPosition: number;
  logPosition: string;
  streamId: string;
  streamVersion: number;
  recordedAt: string;
  type: string;
  actor: string;
  commandId: string | null;
  summary: string;
};

const longest = 80;

const isSealed = (value: unknown): value is Sealed =>
  typeof value === 'object' && value !== null && 'iv' in value && 'tag' in value && 'data' in value;

const looksLikeTime = (key: string) => key === 'at' || key === 'until' || key.endsWith('At');

// Personal data is sealed with the key of the stream's own person: a user's stream with their
// account key, a contact message with its own.
function ownerOf(streamId: string) {
  const id = streamId.slice(streamId.indexOf('-') + 1);
  if (categoryOf(streamId) === 'user') return accountKey(id);
  if (categoryOf(streamId) === 'contact') return contactKey(id);
  return undefined;
}

async function readable(key: string, value: unknown, streamId: string, keys: PersonalDataOpener): Promise<string> {
  if (isSealed(value)) {
    const owner = ownerOf(streamId);
    const opened = owner ? await keys.open<Record<string, unknown>>(owner, value) : undefined;
    if (opened === null) return erased;
    if (opened === undefined) return '[sellado]';
    return `{${Object.entries(opened)
      .map(([field, inner]) => `${field}: ${JSON.stringify(inner)}`)
      .join(', ')}}`;
  }
  if (typeof value === 'number' && looksLikeTime(key)) return new Date(value).toISOString();
  if (Array.isArray(value)) {
    return value.every((item) => typeof item === 'string')
      ? cut(`[${value.join(', ')}]`)
      : `[${value.length} ${value.length === 1 ? 'entry' : 'entries'}]`;
  }
  if (typeof value === 'string') return JSON.stringify(cut(value));
  return cut(JSON.stringify(value) ?? 'null');
}

const cut = (text: string) => (text.length > longest ? `${text.slice(0, longest - 1)}…` : text);

/** One event as an auditor reads it: where it sits, who caused it, and its data in one line. */
export async function describeEvent(event: RecordedEvent, keys: PersonalDataOpener): Promise<EventDescription> {
  const fields = await Promise.all(
    Object.entries((event.data ?? {}) as Record<string, unknown>)
      .filter(([key]) => key !== 'at')
      .map(async ([key, value]) => `${key}=${await readable(key, value, event.streamId, keys)}`),
  );
  const actor = event.metadata.actor;
  return {
    globalPosition: event.globalPosition,
    logPosition: formatLogPosition(event.logPosition),
    streamId: event.streamId,
    streamVersion: event.streamVersion,
    recordedAt: event.recordedAt.toISOString(),
    type: event.type,
    actor: actor ? `${actor.role}:${actor.id}` : '-',
    commandId: event.metadata.commandId ?? null,
    summary: fields.join('  '),
  };
}

export const describedLine = (event: EventDescription) =>
  [
    `#${event.globalPosition}`,
    `v${event.streamVersion}`,
    event.recordedAt,
    event.type,
    `by ${event.actor}`,
    `command=${event.commandId ?? '-'}`,
    `position=${event.logPosition}`,
  ].join('  ') + (event.summary ? `\n    ${event.summary}` : '');
