import type pg from 'pg';
import type { Clock } from '../../services.ts';

export type RateCounters = {
  /** Counts one hit on `key` in its fixed window and answers the count so far and the time left in the window. */
  hit(key: string, windowMs: number): Promise<{ count: number; msLeft: number }>;
};

const sweepEvery = 1000;

// One row per key in PostgreSQL: every node counts against the same row, and a restart forgets
// nothing. A single upsert both opens a new window and counts, so concurrent hits never lose one.
export function postgresRateCounters(pool: pg.Pool, clock: Clock): RateCounters {
  let hits = 0;
  return {
    async hit(key, windowMs) {
      const now = clock.now();
      if (++hits % sweepEvery === 0)
        await pool.query('DELETE FROM rate_limit_counters WHERE resets_at <= $1', [String(now)]);
      const { rows } = await pool.query<{ hits: number; resets_at: string }>(
        `INSERT INTO rate_limit_counters AS counter (key, hits, resets_at) VALUES ($1, 1, $2::bigint + $3::bigint)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN counter.resets_at <= $2::bigint THEN 1 ELSE counter.hits + 1 END,
           resets_at = CASE WHEN counter.resets_at <= $2::bigint THEN $2::bigint + $3::bigint ELSE counter.resets_at END
         RETURNING hits, resets_at`,
        [key, String(now), String(windowMs)],
      );
      return { count: rows[0]!.hits, msLeft: Number(rows[0]!.resets_at) - now };
    },
  };
}

export async function createRateCounterTable(pool: pg.Pool): Promise<void> {
  await pool.query(
    'CREATE TABLE IF NOT EXISTS rate_limit_counters (key text PRIMARY KEY, hits integer NOT NULL, resets_at bigint NOT NULL)',
  );
}
