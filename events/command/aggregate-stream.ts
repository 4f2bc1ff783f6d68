import type { EventStore, RecordedEvent } from '../store/event-store.ts';
import type { Command, Decider, DomainEvent } from './decider.ts';

export type AggregatedStream<State, E extends DomainEvent> = {
  readonly state: State;
  readonly version: number;
  readonly events: readonly (E & RecordedEvent)[];
};

/** Reads one stream and folds it with its decider: the state every command and check starts from. */
export async function aggregateStream<State, C extends Command, E extends DomainEvent>(
  store: Pick<EventStore, 'readStream'>,
  streamId: string,
  decider: Decider<State, C, E>,
): Promise<AggregatedStream<State, E>> {
  const stream = await store.readStream(streamId);
  // A stream holds only the events its own decider wrote: the id names the decider.
  const events = stream.events as readonly (E & RecordedEvent)[];
  return { state: events.reduce(decider.evolve, decider.initialState()), version: stream.version, events };
}
