import { describe, expect, it } from 'vitest';
import { contestSettings } from '../../ops/testing/contest-settings.ts';
import { DomainError } from '../command/decider.ts';
import { type ContestSchedule, datesOutOfOrder } from '../schemas/contest.ts';
import { type ContestCommand, contestDecider } from './contest.decider.ts';
import type { ContestEvent } from './contest.events.ts';

const now = Date.UTC(2026, 5, 20);
const day = 86_400_000;

const given = (events: ContestEvent[]) => events.reduce(contestDecider.evolve, contestDecider.initialState());
const when = (command: ContestCommand, events: ContestEvent[] = []) => contestDecider.decide(command, given(events));

describe('contest', () => {
  describe('when not yet scheduled', () => {
    it('should schedule a contest whose dates are in order', () => {
      expect(when(scheduleCommand(schedule()))).toEqual({
        type: 'ContestScheduled',
        data: { eventId: 'main', ...schedule(), at: now },
      });
    });

    it('should refuse dates out of order', () => {
      const backwards = { ...schedule(), expertReviewEnd: now - 1 };
      expect(() => when(scheduleCommand(backwards))).toThrow(
        new DomainError('contest.dates-out-of-order', datesOutOfOrder, 422),
      );
    });

    it('should refuse to reschedule what does not exist', () => {
      expect(() => when({ ...scheduleCommand(schedule()), type: 'RescheduleContest' })).toThrow(DomainError);
    });
  });

  describe('when scheduled', () => {
    const scheduled: ContestEvent[] = [{ type: 'ContestScheduled', data: { eventId: 'main', ...schedule(), at: now } }];

    it('should reschedule it', () => {
      const later = { ...schedule(), winnerAnnouncement: schedule().winnerAnnouncement + day, revealVotes: true };
      expect(when({ ...scheduleCommand(later), type: 'RescheduleContest' }, scheduled)).toMatchObject({
        type: 'ContestRescheduled',
        data: { revealVotes: true },
      });
    });

    it('should refuse to schedule it twice', () => {
      expect(() => when(scheduleCommand(schedule()), scheduled)).toThrow('El evento ya existe.');
    });
  });
});

function schedule(): ContestSchedule {
  return contestSettings(now, { revealVotes: false });
}

function scheduleCommand(dates: ContestSchedule): ContestCommand {
  return { type: 'ScheduleContest', data: { eventId: 'main', schedule: dates }, metadata: { now } };
}
