import type { EventStore } from '../../events/store/event-store.ts';
import type { VoteEvent } from '../../events/vote/vote.events.ts';
import { voterStreamId } from '../../events/vote/vote.events.ts';
import { type VoterState, voterDecider } from '../../events/vote/voter.decider.ts';

/**
 * A voter's likes at a stream version, and what each command id of theirs wrote (a retry answers
 * the same). The commands only grow, and successive versions of one voter share them: a command
 * written at a later version is still that voter's, whichever version a retry looks it up from.
 */
export type KnownVoter = {
  readonly state: VoterState;
  readonly version: number;
  readonly commands: Map<string, VoteEvent['type'] | 'none'>;
};

const maxVoters = 200_000;

// This node's copy of each voter's stream. It may be behind another node's append; the append's
// expected version catches that, and the voter is read again.
export function voterMemory(store: Pick<EventStore, 'readStream'>) {
  const voters = new Map<string, KnownVoter>();

  async function read(voterId: string): Promise<KnownVoter> {
    const stream = await store.readStream(voterStreamId(voterId));
    const events = stream.events as unknown as (VoteEvent & { metadata: { commandId?: string } })[];
    const commands = new Map<string, VoteEvent['type']>();
    for (const event of events) if (event.metadata.commandId) commands.set(event.metadata.commandId, event.type);
    const known = {
      state: events.reduce(voterDecider.evolve, voterDecider.initialState()),
      version: stream.version,
      commands,
    };
    remember(voterId, known);
    return known;
  }

  // Answers may land out of order: a newer version is never replaced by an older one.
  function remember(voterId: string, known: KnownVoter): void {
    if ((voters.get(voterId)?.version ?? -1) > known.version) return;
    voters.delete(voterId);
    if (voters.size >= maxVoters) voters.delete(voters.keys().next().value!);
    voters.set(voterId, known);
  }

  return {
    get: async (voterId: string) => voters.get(voterId) ?? read(voterId),
    reread: read,
    remember,
  };
}

export type VoterMemory = ReturnType<typeof voterMemory>;
