import type { ContestEvent } from '../../events/contest/contest.events.ts';
import type { DesignEvent } from '../../events/design/design.events.ts';
import type { EventStore, RecordedEvent, Subscription } from '../../events/store/event-store.ts';
import { compareLogPositions, type LogPosition, logStart } from '../../events/store/log-position.ts';
import { currentContest } from '../../projections/contest/contest.projection.ts';
import type { AnyDb } from '../../projections/db/read-model-db.ts';
import { reviewStatuses } from '../../projections/leaderboard/leaderboard-queries.ts';
import { positionOf, readCheckpoints } from '../../projections/runner/checkpoints.ts';

export type VotingWindow = { readonly startDate: number; readonly votingEndDate: number };

/** What every vote checks, held in this node's memory and kept fresh by reading the log. */
export type VotingFacts = {
  window(): VotingWindow | undefined;
  revealVotes(): boolean;
  isVerified(designId: string): boolean;
  close(): Promise<void>;
};

type Contest = VotingWindow & { readonly revealVotes: boolean; readonly changedAt: number };

// The read models give the starting point (so a restart does not read millions of votes again);
// the log from the older of their two checkpoints brings it up to date and keeps it there.
// Replaying a little twice is harmless: each fact is the last value the log gave it.
export async function startVotingFacts(services: { store: EventStore; db: AnyDb }): Promise<VotingFacts> {
  // Read only: loading a checkpoint as a projector does would clear a failed projector's status.
  const checkpoints = await readCheckpoints(services.db);
  const checkpointOf = (name: string) => {
    const row = checkpoints.find((checkpoint) => checkpoint.name === name);
    return row ? positionOf(row) : logStart;
  };
  const [contestAt, leaderboardAt] = [checkpointOf('contest'), checkpointOf('leaderboard')];
  const from: LogPosition = compareLogPositions(contestAt, leaderboardAt) <= 0 ? contestAt : leaderboardAt;
  const statuses = await reviewStatuses(services.db);
  const stored = await currentContest(services.db);
  let contest: Contest | undefined = stored && { ...stored, changedAt: 0 };

  function learn(events: readonly RecordedEvent[]): void {
    for (const event of events) {
      if (event.type === 'DesignReviewed' || event.type === 'DesignSubmittedForReview') {
        const { designId, status } = (event as DesignEvent).data;
        statuses.set(designId, status);
      } else if (event.type === 'ContestScheduled' || event.type === 'ContestRescheduled') {
        const { startDate, votingEndDate, revealVotes, at } = (event as ContestEvent).data;
        if (!contest || at >= contest.changedAt) contest = { startDate, votingEndDate, revealVotes, changedAt: at };
      }
    }
  }

  const subscription: Subscription = services.store.subscribe({ from, batchSize: 1000 }, learn);
  return {
    window: () => contest && { startDate: contest.startDate, votingEndDate: contest.votingEndDate },
    revealVotes: () => contest?.revealVotes ?? true,
    isVerified: (designId) => statuses.get(designId) === 'VERIFIED',
    close: () => subscription.stop(),
  };
}
