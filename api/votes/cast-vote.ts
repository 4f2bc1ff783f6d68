import type { CommandMetadata } from '../../events/command/decider.ts';
import { ConcurrencyError } from '../../events/store/errors.ts';
import type { EventStore } from '../../events/store/event-store.ts';
import type { LogPosition } from '../../events/store/log-position.ts';
import type { VoteEvent } from '../../events/vote/vote.events.ts';
import { voterStreamId } from '../../events/vote/vote.events.ts';
import { type VoterCommand, voterDecider } from '../../events/vote/voter.decider.ts';
import type { KnownVoter, VoterMemory } from './voter-memory.ts';

export type VoteOutcome = {
  readonly result: VoteEvent['type'] | 'none';
  readonly duplicate: boolean;
  /** Where a fresh vote landed in the log, so its voter can read the counts once they include it. */
  readonly position?: LogPosition;
};

const maxAttempts = 8;

// Without a client key, requests that saw the voter at the same version are one command: parallel
// copies of one click append once. A later click sees the new version and toggles again.
const commandIdOf = (command: VoterCommand, known: KnownVoter, clientKey: string | undefined) =>
  clientKey ? `vote:${clientKey}` : `vote:${command.type}:${command.data.designId}:${known.version}`;

// One voter's clicks are taken one after another on this node, so they do not race each other
// into conflicts; a click is still keyed by the version it saw on arrival (see commandIdOf).
const queues = new Map<string, Promise<unknown>>();

function oneAtATime<T>(voterId: string, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(voterId) ?? Promise.resolve();
  const next = previous.then(work, work);
  const settled = next.catch(() => undefined);
  queues.set(voterId, settled);
  void settled.then(() => {
    if (queues.get(voterId) === settled) queues.delete(voterId);
  });
  return next;
}

/** One append on the hot path: decide on the voter as this node knows it; a lost race reads the stream and decides again. */
export async function castVote(
  store: Pick<EventStore, 'append'>,
  voters: VoterMemory,
  command: Omit<VoterCommand, 'metadata'> & { metadata: CommandMetadata },
  clientKey?: string,
): Promise<VoteOutcome> {
  const { voterId } = command.data;
  const { commandId: _ignored, now: _now, ...context } = command.metadata;
  const commandId = commandIdOf(command as VoterCommand, await voters.get(voterId), clientKey);
  return oneAtATime(voterId, () => decideAndAppend(store, voters, command as VoterCommand, context, commandId));
}

async function decideAndAppend(
  store: Pick<EventStore, 'append'>,
  voters: VoterMemory,
  command: VoterCommand,
  context: Omit<CommandMetadata, 'now' | 'commandId'>,
  commandId: string,
): Promise<VoteOutcome> {
  const { voterId } = command.data;
  let known = await voters.get(voterId);
  for (let attempt = 1; ; attempt++) {
    const earlier = known.commands.get(commandId);
    if (earlier) return { result: earlier, duplicate: true };
    const events = [voterDecider.decide(command, known.state)].flat();
    if (events.length === 0) return { result: 'none', duplicate: false };
    try {
      const appended = await store.append(
        voterStreamId(voterId),
        events.map((event) => ({ ...event, metadata: context })),
        { expectedVersion: known.version, commandId },
      );
      if (appended.duplicate) {
        await voters.reread(voterId);
        return { result: appended.events[0]!.type as VoteEvent['type'], duplicate: true };
      }
      // Not copied: a busy voter's commands would be copied on every click.
      known.commands.set(commandId, events[0]!.type);
      voters.remember(voterId, {
        state: events.reduce(voterDecider.evolve, known.state),
        version: appended.nextExpectedVersion,
        commands: known.commands,
      });
      return { result: events[0]!.type, duplicate: false, position: appended.lastPosition };
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= maxAttempts) throw error;
      known = await voters.reread(voterId);
    }
  }
}
