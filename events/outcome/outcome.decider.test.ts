import { describe, expect, it } from 'vitest';
import { type OutcomeCommand, outcomeDecider, outcomeTexts, replyWindowMs } from './outcome.decider.ts';
import type { Finalist, OutcomeEvent } from './outcome.events.ts';

const given = (events: OutcomeEvent[]) => events.reduce(outcomeDecider.evolve, outcomeDecider.initialState());
const when = (command: OutcomeCommand, events: OutcomeEvent[] = []) =>
  [outcomeDecider.decide(command, given(events))].flat();

describe('contest outcome', () => {
  describe('while voting is open', () => {
    it('should not freeze the finalists', () => {
      expect(() => when(freeze(votingEnd))).toThrow(outcomeTexts.votingOpen);
    });
  });

  describe('after voting ends', () => {
    it('should freeze the finalists once', () => {
      expect(when(freeze(votingEnd + 1))).toEqual([
        { type: 'FinalistsFrozen', data: { eventId: 'e', finalists, at: votingEnd + 1 } },
      ]);
      expect(when(freeze(votingEnd + 2), [frozen])).toEqual([]);
    });

    it('should refuse picks before the finalists are frozen', () => {
      expect(() => when(picks(1, ['a', 'b', 'c']))).toThrow(outcomeTexts.notFrozen);
    });
  });

  describe("recording the experts' picks", () => {
    it('should record three distinct finalists', () => {
      expect(when(picks(1, ['a', 'b', 'c']), [frozen])).toEqual([
        { type: 'ExpertPicksRecorded', data: { eventId: 'e', expert: 1, picks: ['a', 'b', 'c'], at: now } },
      ]);
    });

    it.each([
      ['two picks', 1, ['a', 'b'], outcomeTexts.threeDistinct],
      ['a repeated pick', 1, ['a', 'a', 'b'], outcomeTexts.threeDistinct],
      ['a design that is no finalist', 1, ['a', 'b', 'z'], outcomeTexts.notFinalist],
      ['a seventh expert', 7, ['a', 'b', 'c'], outcomeTexts.expertRange],
    ])('should refuse %s', (_case, expert, chosen, message) => {
      expect(() => when(picks(expert, chosen), [frozen])).toThrow(message);
    });

    it('should refuse an expert recorded already', () => {
      expect(() => when(picks(1, ['c', 'b', 'a']), [frozen, recorded(1, ['a', 'b', 'c'])])).toThrow(
        outcomeTexts.expertDone,
      );
    });

    it("should select the winner with the 6th expert's picks, 3/2/1 points, with 24 hours to reply", () => {
      const five = [1, 2, 3, 4, 5].map((e) => recorded(e, e % 2 ? ['b', 'a', 'c'] : ['a', 'c', 'b']));
      // After five experts b has 3×3 + 2×2 = 13 and a 2×3 + 3×2 = 12; the 6th (b, c, a) makes it b 16, a 13.
      expect(when(picks(6, ['b', 'c', 'a']), [frozen, ...five])).toEqual([
        { type: 'ExpertPicksRecorded', data: { eventId: 'e', expert: 6, picks: ['b', 'c', 'a'], at: now } },
        { type: 'WinnerSelected', data: { eventId: 'e', designId: 'b', replyBy: now + replyWindowMs, at: now } },
      ]);
    });

    it('should break a tie in points by first places, then second places, then public votes', () => {
      // a and b: 15 points, 3 first and 3 second places each: the public vote decides (a has more).
      const six = [1, 2, 3]
        .map((e) => recorded(e, ['a', 'b', 'c']))
        .concat([4, 5, 6].map((e) => recorded(e, ['b', 'a', 'c'])));
      expect(given([frozen, ...six.slice(0, 5)]).picks.size).toBe(5);
      expect(when(picks(6, ['b', 'a', 'c']), [frozen, ...six.slice(0, 5)]).at(-1)).toMatchObject({
        data: { designId: 'a' },
      });
      // c ends with the most points (13) though d was first on as many ballots as e: points decide first.
      const byFirsts = [1, 2, 3, 4, 5].map((e) => recorded(e, e <= 2 ? ['d', 'c', 'b'] : ['c', 'e', 'd']));
      expect(when(picks(6, ['e', 'd', 'a']), [frozen, ...byFirsts]).at(-1)).toMatchObject({ data: { designId: 'c' } });
    });
  });

  describe('with a winner selected', () => {
    const decided = [frozen, ...[1, 2, 3, 4, 5, 6].map((e) => recorded(e, ['a', 'b', 'c']))];
    const selected: OutcomeEvent = {
      type: 'WinnerSelected',
      data: { eventId: 'e', designId: 'a', replyBy: now + replyWindowMs, at: now },
    };

    it('should confirm the reply within 24 hours', () => {
      expect(when(confirm(now + replyWindowMs), [...decided, selected])).toMatchObject([
        { type: 'WinnerConfirmed', data: { designId: 'a' } },
      ]);
    });

    it('should refuse a confirmation after 24 hours', () => {
      expect(() => when(confirm(now + replyWindowMs + 1), [...decided, selected])).toThrow(
        outcomeTexts.replyWindowOver,
      );
    });

    it('should disqualify an unconfirmed winner after 24 hours and let the next-ranked design win', () => {
      const later = now + replyWindowMs;
      expect(when(disqualify('a', later), [...decided, selected])).toEqual([
        { type: 'WinnerDisqualified', data: { eventId: 'e', designId: 'a', reason: 'no-reply', at: later } },
        { type: 'WinnerSelected', data: { eventId: 'e', designId: 'b', replyBy: later + replyWindowMs, at: later } },
      ]);
    });

    it('should do nothing for an early, outdated or confirmed case', () => {
      expect(when(disqualify('a', now + 1000), [...decided, selected])).toEqual([]);
      expect(when(disqualify('z', now + replyWindowMs), [...decided, selected])).toEqual([]);
      const confirmed: OutcomeEvent = { type: 'WinnerConfirmed', data: { eventId: 'e', designId: 'a', at: now } };
      expect(when(disqualify('a', now + replyWindowMs), [...decided, selected, confirmed])).toEqual([]);
    });

    it('should leave the prize unawarded once every finalist is out', () => {
      const history: OutcomeEvent[] = [...decided];
      let current = 'a';
      let at = now;
      for (let round = 0; round < finalists.length; round++) {
        history.push({
          type: 'WinnerSelected',
          data: { eventId: 'e', designId: current, replyBy: at + replyWindowMs, at },
        });
        at += replyWindowMs;
        const events = when(disqualify(current, at), history);
        history.push(events[0]!);
        const next = events[1]!;
        if (next.type === 'NoWinnerLeft') {
          expect(round).toBe(finalists.length - 1);
          return;
        }
        current = (next as Extract<OutcomeEvent, { type: 'WinnerSelected' }>).data.designId;
      }
      throw new Error('expected no winner to be left');
    });
  });
});

const now = Date.UTC(2026, 7, 6);
const votingEnd = now - 86_400_000;

const finalist = (designId: string, votes: number, submittedAt: number): Finalist => ({
  designId,
  userId: `u-${designId}`,
  designName: `Diseño ${designId}`,
  votes,
  submittedAt,
});
const finalists = [
  finalist('a', 90, 1),
  finalist('b', 80, 2),
  finalist('c', 70, 3),
  finalist('d', 60, 4),
  finalist('e', 60, 5),
];
const frozen: OutcomeEvent = { type: 'FinalistsFrozen', data: { eventId: 'e', finalists, at: votingEnd + 1 } };

const freeze = (at: number): OutcomeCommand => ({
  type: 'FreezeFinalists',
  data: { eventId: 'e', votingEndDate: votingEnd, finalists },
  metadata: { now: at },
});
const picks = (expert: number, chosen: string[]): OutcomeCommand => ({
  type: 'RecordExpertPicks',
  data: { eventId: 'e', expert, picks: chosen },
  metadata: { now },
});
const recorded = (expert: number, chosen: string[]): OutcomeEvent => ({
  type: 'ExpertPicksRecorded',
  data: { eventId: 'e', expert, picks: chosen as [string, string, string], at: now },
});
const confirm = (at: number): OutcomeCommand => ({
  type: 'ConfirmWinner',
  data: { eventId: 'e' },
  metadata: { now: at },
});
const disqualify = (designId: string, at: number): OutcomeCommand => ({
  type: 'DisqualifyUnconfirmedWinner',
  data: { eventId: 'e', designId },
  metadata: { now: at },
});
