import { Hono } from 'hono';
import { currentContest } from '../../projections/contest/contest.projection.ts';
import type { AnyDb } from '../../projections/db/read-model-db.ts';

/** The public side of the event settings: dates drive the countdown, key dates and voting window. */
export function contestRoutes(deps: { db: AnyDb }) {
  return new Hono().get('/', async (c) => c.json({ data: (await currentContest(deps.db)) ?? null }));
}
