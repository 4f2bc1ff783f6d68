import type pg from 'pg';

// The baselines our store is held against, on the same server and table shape: what PostgreSQL
// does with no event store in between.

/** A copy of `events` (columns, defaults, indexes) for one-row-per-transaction inserts. */
export async function createRawEventsTable(pool: pg.Pool): Promise<void> {
  await pool.query('CREATE TABLE IF NOT EXISTS raw_events (LIKE events INCLUDING ALL)');
}

/** One single-row INSERT per transaction, prepared, no NOTIFY: the commit ceiling of the machine. */
export const rawCommit = (pool: pg.Pool) => (streamId: string, data: unknown) =>
  pool.query({
    name: 'raw-commit',
    text: `INSERT INTO raw_events (stream_id, stream_version, type, data) VALUES ($1, 1, 'BenchAppended', $2)`,
    values: [streamId, JSON.stringify(data)],
  });

/** Reads the whole `events` table through a cursor, `pageSize` rows a fetch, with no ordering. */
export async function rawCursorScan(pool: pg.Pool, pageSize: number): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('DECLARE scan NO SCROLL CURSOR FOR SELECT * FROM events');
    let rows = 0;
    for (let page = pageSize; page === pageSize; rows += page) {
      page = (await client.query(`FETCH ${pageSize} FROM scan`)).rowCount ?? 0;
    }
    await client.query('COMMIT');
    return rows;
  } finally {
    client.release();
  }
}
