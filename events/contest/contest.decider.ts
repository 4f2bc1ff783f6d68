import { type Command, type Decider, DomainError } from '../command/decider.ts';
import { type ContestSchedule, datesInOrder, datesOutOfOrder } from '../schemas/contest.ts';
import type { ContestEvent } from './contest.events.ts';

export type ContestState = { status: 'none' } | { status: 'scheduled'; eventId: string; schedule: ContestSchedule };

export type ScheduleContest = Command<'ScheduleContest', { eventId: string; schedule: ContestSchedule }>;
export type RescheduleContest = Command<'RescheduleContest', { eventId: string; schedule: ContestSchedule }>;
export type ContestCommand = ScheduleContest | RescheduleContest;

function assertInOrder(schedule: ContestSchedule): void {
  if (!datesInOrder(schedule)) throw new DomainError('contest.dates-out-of-order', datesOutOfOrder, 422);
}

function schedule(command: ScheduleContest, state: ContestState): ContestEvent {
  if (state.status !== 'none') throw new DomainError('contest.exists', 'El evento ya existe.', 409);
  assertInOrder(command.data.schedule);
  return {
    type: 'ContestScheduled',
    data: { eventId: command.data.eventId, ...command.data.schedule, at: command.metadata.now },
  };
}

function reschedule(command: RescheduleContest, state: ContestState): ContestEvent {
  if (state.status !== 'scheduled') throw new DomainError('contest.not-found', 'El evento no existe.', 404);
  assertInOrder(command.data.schedule);
  return {
    type: 'ContestRescheduled',
    data: { eventId: state.eventId, ...command.data.schedule, at: command.metadata.now },
  };
}

export const contestDecider: Decider<ContestState, ContestCommand, ContestEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve(_state, event) {
    const { eventId, at: _at, ...rest } = event.data;
    return { status: 'scheduled', eventId, schedule: rest };
  },
  decide(command, state) {
    switch (command.type) {
      case 'ScheduleContest':
        return schedule(command, state);
      case 'RescheduleContest':
        return reschedule(command, state);
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${(unknown as Command).type}`);
      }
    }
  },
};
