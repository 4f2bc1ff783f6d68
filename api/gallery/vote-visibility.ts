import type { Context } from 'hono';
import { type ContestView, currentContest } from '../../projections/contest/contest.projection.ts';
import type { AppEnv } from '../app-env.ts';
import { readModelCache } from '../platform/read-model-cache.ts';
import type { Services } from '../services.ts';

const staff = new Set(['admin', 'moderator']);

/** Counts are public unless the contest hides them (`revealVotes=false`); staff always see them. */
export function voteVisibility(services: Pick<Services, 'db' | 'progress'>) {
  // Every gallery request asks; the admin changes the answer a few times per contest.
  const cached = readModelCache<ContestView | undefined>(services.progress, 'contest');
  return async function votesVisible(c: Context<AppEnv>): Promise<boolean> {
    if (staff.has(c.get('session')?.role ?? '')) return true;
    return (await cached('current', () => currentContest(services.db)))?.revealVotes ?? true;
  };
}
