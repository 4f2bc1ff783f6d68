import type { Context } from 'hono';
import { currentContest } from '../../projections/contest/contest.projection.ts';
import type { AppEnv } from '../app-env.ts';
import type { Services } from '../services.ts';

const staff = new Set(['admin', 'moderator']);

/** Counts are public unless the contest hides them (`revealVotes=false`); staff always see them. */
export async function votesVisible(c: Context<AppEnv>, services: Pick<Services, 'db'>): Promise<boolean> {
  if (staff.has(c.get('session')?.role ?? '')) return true;
  return (await currentContest(services.db))?.revealVotes ?? true;
}
