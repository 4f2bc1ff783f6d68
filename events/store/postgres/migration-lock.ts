import type pg from 'pg';

export const migrationLockKey = 7_202_406; // any constant shared by every node of this app

/** Runs DDL in one transaction that two nodes starting at once cannot interleave. */
export async function withMigrationLock<T>(pool: pg.Pool, migrate: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey]);
    const result = await migrate(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
