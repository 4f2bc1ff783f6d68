import { aggregateStream } from '../../events/command/aggregate-stream.ts';
import type { CommandMetadata } from '../../events/command/decider.ts';
import { DomainError } from '../../events/command/decider.ts';
import { handleCommand } from '../../events/command/handle-command.ts';
import type { OutcomeCommand, OutcomeState } from '../../events/outcome/outcome.decider.ts';
import { outcomeDecider } from '../../events/outcome/outcome.decider.ts';
import type { OutcomeEvent } from '../../events/outcome/outcome.events.ts';
import { outcomeStreamId } from '../../events/outcome/outcome.events.ts';
import { type ContestView, currentContest } from '../../projections/contest/contest.projection.ts';
import { finalists } from '../../projections/leaderboard/leaderboard-queries.ts';
import type { Services } from '../services.ts';

export type OutcomeServices = Pick<Services, 'store' | 'db' | 'clock'>;

export const noContest = 'No hay un evento programado.';

export async function contestOrFail(services: Pick<Services, 'db'>): Promise<ContestView> {
  const contest = await currentContest(services.db);
  if (!contest) throw new DomainError('outcome.no-contest', noContest, 404);
  return contest;
}

export async function outcomeOf(services: OutcomeServices, eventId: string): Promise<OutcomeState> {
  return (await aggregateStream(services.store, outcomeStreamId(eventId), outcomeDecider)).state;
}

export const onOutcome = (services: OutcomeServices, eventId: string, command: OutcomeCommand) =>
  handleCommand(services.store, outcomeStreamId(eventId), outcomeDecider, command);

/** Once voting has ended the finalists are taken from the leaderboard and fixed; before, nothing happens. */
export async function freezeWhenDue(services: OutcomeServices, contest: ContestView, metadata: CommandMetadata) {
  if (metadata.now <= contest.votingEndDate) return;
  const standing = await finalists(services.db);
  await onOutcome(services, contest.eventId, {
    type: 'FreezeFinalists',
    data: {
      eventId: contest.eventId,
      votingEndDate: contest.votingEndDate,
      finalists: standing.map(({ designId, userId, designName, totalVotes, submittedAt }) => ({
        designId,
        userId,
        designName,
        votes: totalVotes,
        submittedAt,
      })),
    },
    metadata,
  });
}

/** The winner a command's events just selected, if any: its reply deadline needs a job. */
export const selectedIn = (events: readonly OutcomeEvent[]) =>
  events.filter((event) => event.type === 'WinnerSelected').map((event) => event.data);
