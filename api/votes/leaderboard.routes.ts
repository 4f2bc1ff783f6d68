import { Hono } from 'hono';
import { publicLeaderboard } from '../../projections/leaderboard/leaderboard-pushes.ts';
import { dailyStanding, fullStanding, type StandingRow } from '../../projections/leaderboard/leaderboard-queries.ts';
import type { AppEnv } from '../app-env.ts';
import { requireRole } from '../middleware/auth/index.ts';
import type { Services } from '../services.ts';

/** GET /leaderboard: the public top 10 (empty while the contest hides its counts). */
export function leaderboardRoutes(services: Services) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const { revealVotes, rows } = await publicLeaderboard(services.db);
    return c.json({ revealVotes, data: rows });
  });
}

const adminRow = (row: StandingRow) => ({
  rank: row.rank,
  name: row.creatorName,
  designName: row.designName,
  totalPoints: row.totalVotes,
  designId: row.designId,
});

/** The admin statistics tables (SPEC §7): every verified design, and today's likes; counts are never hidden from admins. */
export function adminLeaderboardRoutes(services: Services) {
  return new Hono<AppEnv>()
    .use('/leaderboard', requireRole(services, 'admin'))
    .use('/daily-leaderboard', requireRole(services, 'admin'))
    .get('/leaderboard', async (c) => c.json({ data: (await fullStanding(services.db)).map(adminRow) }))
    .get('/daily-leaderboard', async (c) =>
      c.json({ data: (await dailyStanding(services.db, services.clock.now())).map(adminRow) }),
    );
}
