import type pg from 'pg';
import type { EventStore } from '../../events/store/event-store.ts';
import type { AnyDb } from '../../projections/db/read-model-db.ts';
import type { Clock } from '../services.ts';
import { createSessionEndNotices, type SessionMemory, startSessionMemory } from './session-memory.ts';
import { type VoterMemory, voterMemory } from './voter-memory.ts';
import { startVotingFacts, type VotingFacts } from './voting-facts.ts';

/** The vote path's memory on this node: sessions, the contest's window, verified designs, voters. */
export type Voting = {
  readonly facts: VotingFacts;
  readonly sessions: SessionMemory;
  readonly voters: VoterMemory;
  close(): Promise<void>;
};

export async function startVoting(services: {
  pool: pg.Pool;
  db: AnyDb;
  store: EventStore;
  clock: Clock;
}): Promise<Voting> {
  await createSessionEndNotices(services.pool);
  const sessions = await startSessionMemory(services);
  const facts = await startVotingFacts(services);
  return {
    facts,
    sessions,
    voters: voterMemory(services.store),
    async close() {
      await facts.close();
      await sessions.close();
    },
  };
}
