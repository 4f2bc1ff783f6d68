import { randomUUID } from 'node:crypto';
import type { EventStore } from '../../events/store/event-store.ts';
import { voterStreamId } from '../../events/vote/vote.events.ts';
import type { VoteFacts } from '../../events/vote/voter.decider.ts';
import { voterDecider } from '../../events/vote/voter.decider.ts';
import { demoSchedule } from './demo-contest.ts';

const demoVoters = 120;

// Visitors liked the verified demo designs unevenly (earlier entries more), with a tie or two, so
// the leaderboard has ranks, shared ranks and movement to show. Each vote goes through the decider.
// The caller names the verified designs: a log read right after the reviews might not see them yet.
export async function seedDemoVotes(store: EventStore, designs: readonly string[], now: number): Promise<number> {
  if (designs.length === 0) return 0;
  const { startDate, votingEndDate } = demoSchedule(now);
  let votes = 0;
  for (let v = 0; v < demoVoters; v++) {
    const voterId = randomUUID();
    const liked = designs.filter((_, d) => (v * (d + 3)) % (designs.length + 4) < Math.max(1, designs.length - d));
    let state = voterDecider.initialState();
    const events = [];
    for (const [n, designId] of liked.entries()) {
      const data: VoteFacts = {
        voterId,
        designId,
        role: 'voter',
        window: { startDate, votingEndDate },
        designVerified: true,
      };
      const decided = [
        voterDecider.decide(
          { type: 'ToggleVote', data, metadata: { now: now - (demoVoters - v) * 60_000 + n } },
          state,
        ),
      ].flat();
      state = decided.reduce(voterDecider.evolve, state);
      events.push(...decided.map((event) => ({ ...event, metadata: { actor: { id: voterId, role: 'voter' } } })));
    }
    if (events.length === 0) continue;
    await store.append(voterStreamId(voterId), events, { expectedVersion: 0 });
    votes += events.length;
  }
  return votes;
}
