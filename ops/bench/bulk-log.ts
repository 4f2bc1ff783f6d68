import type pg from 'pg';

/** Writes `events` synthetic events straight into the log table, ten per stream: a big log in seconds. */
export async function fillLog(pool: pg.Pool, events: number): Promise<void> {
  const perTransaction = 100_000;
  for (let start = 0; start < events; start += perTransaction) {
    await pool.query(
      `INSERT INTO events (stream_id, stream_version, type, data, metadata)
       SELECT 'bulk-' || (g / 10), (g % 10) + 1, (ARRAY['VoteCast','VoteWithdrawn','DesignSaved','UserLoggedIn'])[1 + g % 4],
              jsonb_build_object('designId', 'd-' || (g % 5000), 'voterId', 'v-' || g), '{}'
       FROM generate_series($1::bigint, $2::bigint) g`,
      [start, Math.min(start + perTransaction, events) - 1],
    );
  }
}
