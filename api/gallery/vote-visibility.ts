import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { Services } from '../services.ts';

const staff = new Set(['admin', 'moderator']);

/** Counts are public unless the contest hides them (`revealVotes=false`); staff always see them. */
export function voteVisibility(services: Pick<Services, 'voting'>) {
  // Every gallery request asks: the answer is the vote path's memory of the contest, kept by the log.
  return function votesVisible(c: Context<AppEnv>): boolean {
    return staff.has(c.get('session')?.role ?? '') || services.voting.facts.revealVotes();
  };
}
