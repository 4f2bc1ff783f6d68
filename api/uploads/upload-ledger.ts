import type pg from 'pg';

export type UploadReservation = 'reserved' | 'used' | 'over-quota';

// Which stored file belongs to whom and how large it is: a signed address works once (its key is
// taken), and one owner's files never add up to more than the quota. The owner's advisory lock
// makes concurrent uploads of one owner count one after the other.
export function uploadLedger(pool: pg.Pool, quotaBytes: number) {
  return {
    hasRoom: async (owner: string) => (await usedBy(pool, owner)) < quotaBytes,
    async reserve(key: string, owner: string, bytes: number, now: number): Promise<UploadReservation> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`upload-quota:${owner}`]);
        const taken = await client.query('SELECT 1 FROM stored_uploads WHERE key = $1', [key]);
        const outcome: UploadReservation =
          (taken.rowCount ?? 0) > 0
            ? 'used'
            : (await usedBy(client, owner)) + bytes > quotaBytes
              ? 'over-quota'
              : 'reserved';
        if (outcome === 'reserved')
          await client.query('INSERT INTO stored_uploads (key, owner, bytes, stored_at) VALUES ($1, $2, $3, $4)', [
            key,
            owner,
            bytes,
            now,
          ]);
        await client.query('COMMIT');
        return outcome;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async release(key: string): Promise<void> {
      await pool.query('DELETE FROM stored_uploads WHERE key = $1', [key]);
    },
  };
}

async function usedBy(db: pg.Pool | pg.PoolClient, owner: string): Promise<number> {
  const { rows } = await db.query<{ total: string }>(
    'SELECT coalesce(sum(bytes), 0) AS total FROM stored_uploads WHERE owner = $1',
    [owner],
  );
  return Number(rows[0]!.total);
}

export async function createUploadLedgerTable(pool: pg.Pool): Promise<void> {
  await pool.query(
    `CREATE TABLE IF NOT EXISTS stored_uploads (
       key text PRIMARY KEY, owner text NOT NULL, bytes bigint NOT NULL, stored_at bigint NOT NULL)`,
  );
  await pool.query('CREATE INDEX IF NOT EXISTS stored_uploads_owner ON stored_uploads (owner)');
}
