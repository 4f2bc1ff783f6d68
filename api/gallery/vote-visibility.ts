import type { Context } from 'hono';
import { type ContestView, currentContest } from '../../projections/contest/contest.projection.ts';
import type { AppEnv } from '../app-env.ts';
import type { Services } from '../services.ts';

const staff = new Set(['admin', 'moderator']);
// Every gallery request asks; the admin changes the answer a few times per contest.
const freshForMs = 1000;

/** Counts are public unless the contest hides them (`revealVotes=false`); staff always see them. */
export function voteVisibility(services: Pick<Services, 'db' | 'clock'>) {
  let known: { contest: Promise<ContestView | undefined>; at: number } | undefined;
  const contest = () => {
    const now = services.clock.now();
    if (!known || now - known.at >= freshForMs) known = { contest: currentContest(services.db), at: now };
    return known.contest;
  };
  return async function votesVisible(c: Context<AppEnv>): Promise<boolean> {
    if (staff.has(c.get('session')?.role ?? '')) return true;
    return (await contest())?.revealVotes ?? true;
  };
}
