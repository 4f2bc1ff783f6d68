import { ConcurrencyError } from '../store/errors.ts';
import type { EventStore, RecordedEvent } from '../store/event-store.ts';
import type { LogPosition } from '../store/log-position.ts';
import { aggregateStream } from './aggregate-stream.ts';
import type { Command, Decider, DomainEvent } from './decider.ts';

export type CommandResult<State, E extends DomainEvent> = {
  readonly state: State;
  readonly events: readonly (E & RecordedEvent)[];
  readonly lastPosition: LogPosition | undefined;
  /** The command had already been handled; these are the events it wrote then. */
  readonly duplicate: boolean;
};

const maxAttempts = 5;

// Racers that lost together would otherwise collide again on the very next round.
const backOff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 2 ** attempt));

// Load, decide, append with the version that was loaded; a lost race decides again on fresh state.
export async function handleCommand<State, C extends Command, E extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, C, E>,
  command: C,
): Promise<CommandResult<State, E>> {
  const { commandId, now: _now, ...context } = command.metadata;
  for (let attempt = 1; ; attempt++) {
    const { state, version, events: history } = await aggregateStream(store, streamId, decider);
    const earlier = commandId ? history.filter((event) => event.metadata.commandId === commandId) : [];
    if (earlier.length > 0) {
      return { state, events: earlier, lastPosition: earlier.at(-1)!.logPosition, duplicate: true };
    }
    const decided = [decider.decide(command, state)].flat() as E[];
    try {
      const result = await store.append(
        streamId,
        decided.map((event) => ({ ...event, metadata: context })),
        { expectedVersion: version, commandId },
      );
      return {
        state: result.duplicate ? state : decided.reduce(decider.evolve, state),
        events: result.events as readonly (E & RecordedEvent)[],
        lastPosition: result.lastPosition,
        duplicate: result.duplicate,
      };
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= maxAttempts) throw error;
      await backOff(attempt);
    }
  }
}
