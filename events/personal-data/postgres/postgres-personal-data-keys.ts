import type pg from 'pg';
import { withMigrationLock } from '../../store/postgres/migration-lock.ts';
import type { KeyOwner, PersonalDataKeys } from '../personal-data-keys.ts';
import { newKey, openWith, sealWith } from '../sealing.ts';

// Qualified with `public`: a projection rebuilding into a shadow schema reads the same keys.
// The keys were once one `account_keys` table written by the api; its rows move here once.
async function createKeyTable(client: pg.PoolClient): Promise<void> {
  await client.query(`CREATE TABLE IF NOT EXISTS public.personal_data_keys (
    scope text NOT NULL,
    owner_id text NOT NULL,
    key bytea,
    destroyed_at bigint,
    PRIMARY KEY (scope, owner_id)
  )`);
  const legacy = await client.query(`SELECT to_regclass('public.account_keys') AS name`);
  if (legacy.rows[0]?.name === null) return;
  await client.query(`INSERT INTO public.personal_data_keys (scope, owner_id, key, destroyed_at)
    SELECT 'account', account_id, key, destroyed_at FROM public.account_keys ON CONFLICT DO NOTHING`);
  await client.query('DROP TABLE public.account_keys');
}

/** The personal-data keys in PostgreSQL, beside the event store (whichever store holds the log). */
export async function createPostgresPersonalDataKeys(pool: pg.Pool): Promise<PersonalDataKeys> {
  await withMigrationLock(pool, createKeyTable);

  async function keyOf(owner: KeyOwner): Promise<Buffer | null | undefined> {
    const { rows } = await pool.query<{ key: Buffer | null }>(
      'SELECT key FROM public.personal_data_keys WHERE scope = $1 AND owner_id = $2',
      [owner.scope, owner.id],
    );
    return rows[0] ? rows[0].key : undefined;
  }

  return {
    async seal(owner, value) {
      await pool.query(
        `INSERT INTO public.personal_data_keys (scope, owner_id, key) VALUES ($1, $2, $3)
         ON CONFLICT (scope, owner_id) DO NOTHING`,
        [owner.scope, owner.id, newKey()],
      );
      const key = await keyOf(owner);
      if (!key) throw new Error(`the personal-data key of ${owner.scope} ${owner.id} was destroyed`);
      return sealWith(key, value);
    },
    async open(owner, sealed) {
      const key = await keyOf(owner);
      return key ? openWith(key, sealed) : null;
    },
    async destroyKey(owner, at) {
      await pool.query(
        'UPDATE public.personal_data_keys SET key = NULL, destroyed_at = $3 WHERE scope = $1 AND owner_id = $2',
        [owner.scope, owner.id, at],
      );
    },
  };
}
