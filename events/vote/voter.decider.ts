import { type Command, type Decider, DomainError } from '../command/decider.ts';
import type { VoteEvent } from './vote.events.ts';

export type VoterState = { readonly liked: ReadonlySet<string> };

/** What the caller knows from memory when the command arrives: the voting window and the design's review status. */
export type VoteFacts = {
  readonly voterId: string;
  readonly designId: string;
  readonly role: string;
  readonly window: { readonly startDate: number; readonly votingEndDate: number } | undefined;
  readonly designVerified: boolean;
};

/** Casts a like, or cancels it when the voter already liked this design (SPEC: clicking again cancels). */
export type ToggleVote = Command<'ToggleVote', VoteFacts>;
export type WithdrawVote = Command<'WithdrawVote', Omit<VoteFacts, 'designVerified'>>;
export type VoterCommand = ToggleVote | WithdrawVote;

export const voteTexts = {
  staffCannotVote: 'Los administradores y moderadores no pueden votar.',
  votingNotStarted: 'La votación aún no ha comenzado.',
  votingEnded: 'La votación ha terminado.',
  designNotVotable: 'Este diseño no está disponible para votar.',
} as const;

const staffRoles = new Set(['admin', 'moderator']);

function assertMayVote(facts: Omit<VoteFacts, 'designVerified'>, now: number): void {
  if (staffRoles.has(facts.role)) throw new DomainError('vote.staff', voteTexts.staffCannotVote, 403);
  if (!facts.window || now < facts.window.startDate)
    throw new DomainError('vote.not-started', voteTexts.votingNotStarted, 403);
  if (now > facts.window.votingEndDate) throw new DomainError('vote.ended', voteTexts.votingEnded, 403);
}

function toggle(command: ToggleVote, state: VoterState): VoteEvent[] {
  const { voterId, designId } = command.data;
  const at = command.metadata.now;
  assertMayVote(command.data, at);
  if (state.liked.has(designId)) return [{ type: 'VoteWithdrawn', data: { voterId, designId, reason: 'voter', at } }];
  if (!command.data.designVerified) throw new DomainError('vote.design', voteTexts.designNotVotable, 404);
  return [{ type: 'VoteCast', data: { voterId, designId, at } }];
}

// Withdrawing a like that is not there changes nothing: a retried cancel answers like the first.
function withdraw(command: WithdrawVote, state: VoterState): VoteEvent[] {
  const { voterId, designId } = command.data;
  assertMayVote(command.data, command.metadata.now);
  if (!state.liked.has(designId)) return [];
  return [{ type: 'VoteWithdrawn', data: { voterId, designId, reason: 'voter', at: command.metadata.now } }];
}

export const voterDecider: Decider<VoterState, VoterCommand, VoteEvent> = {
  initialState: () => ({ liked: new Set() }),
  evolve(state, event) {
    const liked = new Set(state.liked);
    if (event.type === 'VoteCast') liked.add(event.data.designId);
    else liked.delete(event.data.designId);
    return { liked };
  },
  decide(command, state) {
    switch (command.type) {
      case 'ToggleVote':
        return toggle(command, state);
      case 'WithdrawVote':
        return withdraw(command, state);
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${(unknown as Command).type}`);
      }
    }
  },
};
