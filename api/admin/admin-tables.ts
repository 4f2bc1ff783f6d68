import { sql } from 'kysely';
import { migrationLockKey } from '../../events/store/postgres/migration-lock.ts';
import type { AnyDb } from '../../projections/db/read-model-db.ts';

export type AdminTables = {
  admin_codes: { account_id: string; code_hash: string; sent_at: string; expires_at: string; attempts: number };
  admin_code_proofs: { session_id: string; expires_at: string };
};

// The admin's one-time code guards event changes: like the login codes, only hashes and expiries
// are kept, outside the log. A proof is what a right code leaves behind for the next change.
export async function createAdminTables(db: AnyDb): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${migrationLockKey})`.execute(trx);
    await sql`
      CREATE TABLE IF NOT EXISTS admin_codes (
        account_id text PRIMARY KEY, code_hash text NOT NULL, sent_at bigint NOT NULL,
        expires_at bigint NOT NULL, attempts int NOT NULL DEFAULT 0);
      CREATE TABLE IF NOT EXISTS admin_code_proofs (session_id text PRIMARY KEY, expires_at bigint NOT NULL);
    `.execute(trx);
  });
}
