import { describe, expect, it } from 'vitest';
import type { VoteEvent } from './vote.events.ts';
import { type VoteFacts, type VoterCommand, voterDecider, voteTexts } from './voter.decider.ts';

const given = (events: VoteEvent[]) => events.reduce(voterDecider.evolve, voterDecider.initialState());
const when = (command: VoterCommand, events: VoteEvent[] = []) => [voterDecider.decide(command, given(events))].flat();

describe('voter', () => {
  describe('when the voter has not liked the design', () => {
    it('should cast a like on a verified design during the voting window', () => {
      expect(when(toggle())).toEqual([{ type: 'VoteCast', data: { voterId: 'v1', designId: 'd1', at: now } }]);
    });

    it('should refuse a design that is not verified', () => {
      expect(() => when(toggle({ designVerified: false }))).toThrow(voteTexts.designNotVotable);
    });

    it('should withdraw nothing', () => {
      expect(when(withdraw())).toEqual([]);
    });
  });

  describe('when the voter has liked the design', () => {
    const liked: VoteEvent[] = [cast('d1')];

    it('should cancel the like when voted again', () => {
      expect(when(toggle(), liked)).toEqual([
        { type: 'VoteWithdrawn', data: { voterId: 'v1', designId: 'd1', reason: 'voter', at: now } },
      ]);
    });

    it('should cancel even a design taken down since', () => {
      expect(when(toggle({ designVerified: false }), liked)).toMatchObject([{ type: 'VoteWithdrawn' }]);
    });

    it('should withdraw the like', () => {
      expect(when(withdraw(), liked)).toMatchObject([{ type: 'VoteWithdrawn', data: { reason: 'voter' } }]);
    });

    it('should keep likes of other designs apart', () => {
      expect(when(toggle({ designId: 'd2' }), liked)).toMatchObject([{ type: 'VoteCast', data: { designId: 'd2' } }]);
    });
  });

  describe('when the like was withdrawn', () => {
    it('should cast it again', () => {
      const history: VoteEvent[] = [cast('d1'), withdrawn('d1', 'account-deleted')];
      expect(when(toggle(), history)).toMatchObject([{ type: 'VoteCast' }]);
    });
  });

  describe('outside the rules', () => {
    it.each([
      ['an admin', { role: 'admin' }, voteTexts.staffCannotVote],
      ['a moderator', { role: 'moderator' }, voteTexts.staffCannotVote],
      ['before the start', { window: { startDate: now + 1, votingEndDate: now + day } }, voteTexts.votingNotStarted],
      ['without a contest', { window: undefined }, voteTexts.votingNotStarted],
      ['after the voting end', { window: { startDate: now - day, votingEndDate: now - 1 } }, voteTexts.votingEnded],
    ])('should refuse %s', (_case, facts, message) => {
      expect(() => when(toggle(facts as Partial<VoteFacts>))).toThrow(message);
      expect(() => when(withdraw(facts as Partial<VoteFacts>), [cast('d1')])).toThrow(message);
    });

    it('should answer staff with 403', () => {
      expect(() => when(toggle({ role: 'admin' }))).toThrow(expect.objectContaining({ status: 403 }));
    });
  });
});

const now = Date.UTC(2026, 6, 1);
const day = 86_400_000;

function facts(overrides: Partial<VoteFacts> = {}): VoteFacts {
  return {
    voterId: 'v1',
    designId: 'd1',
    role: 'voter',
    window: { startDate: now - day, votingEndDate: now + day },
    designVerified: true,
    ...overrides,
  };
}

const toggle = (overrides: Partial<VoteFacts> = {}): VoterCommand => ({
  type: 'ToggleVote',
  data: facts(overrides),
  metadata: { now },
});

const withdraw = (overrides: Partial<VoteFacts> = {}): VoterCommand => {
  const { designVerified: _verified, ...data } = facts(overrides);
  return { type: 'WithdrawVote', data, metadata: { now } };
};

const cast = (designId: string): VoteEvent => ({ type: 'VoteCast', data: { voterId: 'v1', designId, at: now - 10 } });
const withdrawn = (designId: string, reason: 'voter' | 'account-deleted'): VoteEvent => ({
  type: 'VoteWithdrawn',
  data: { voterId: 'v1', designId, reason, at: now - 5 },
});
