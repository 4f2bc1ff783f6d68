import { sql } from 'kysely';
import { migrationLockKey } from '../../events/store/postgres/migration-lock.ts';
import type { AnyDb } from '../../projections/db/read-model-db.ts';

export type IdentityTables = {
  credentials: { account_id: string; password_hash: string };
  sessions: {
    token_hash: string;
    session_id: string;
    account_id: string;
    role: string;
    created_at: string;
    last_seen_at: string;
    revoked_at: string | null;
  };
  one_time_codes: { account_id: string; code_hash: string; expires_at: string; attempts: number };
  password_failures: { attempt_key: string; failures: number; last_failure_at: string };
  action_tokens: {
    token_hash: string;
    purpose: string;
    account_id: string;
    role: string;
    expires_at: string;
    used_at: string | null;
  };
  captcha_uses: { signature: string; expires_at: string };
  app_secrets: { name: string; value: string };
};

// Secrets and short-lived proofs live in plain tables, never in the event log: the log records
// that a code was sent or a session opened, these tables hold what proves it. Times are epoch ms
// from the app's clock, so every expiry follows the same clock the deciders see.
export async function createIdentityTables(db: AnyDb): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${migrationLockKey})`.execute(trx);
    await sql`
      CREATE TABLE IF NOT EXISTS credentials (account_id text PRIMARY KEY, password_hash text NOT NULL);
      CREATE TABLE IF NOT EXISTS sessions (
        token_hash text PRIMARY KEY, session_id text NOT NULL UNIQUE, account_id text NOT NULL,
        role text NOT NULL, created_at bigint NOT NULL, revoked_at bigint);
      ALTER TABLE sessions ADD COLUMN IF NOT EXISTS last_seen_at bigint;
      UPDATE sessions SET last_seen_at = created_at WHERE last_seen_at IS NULL;
      ALTER TABLE sessions ALTER COLUMN last_seen_at SET NOT NULL;
      CREATE INDEX IF NOT EXISTS sessions_open_by_account ON sessions (account_id) WHERE revoked_at IS NULL;
      CREATE TABLE IF NOT EXISTS one_time_codes (
        account_id text PRIMARY KEY, code_hash text NOT NULL, expires_at bigint NOT NULL, attempts int NOT NULL DEFAULT 0);
      CREATE TABLE IF NOT EXISTS password_failures (
        attempt_key text PRIMARY KEY, failures int NOT NULL, last_failure_at bigint NOT NULL);
      CREATE TABLE IF NOT EXISTS action_tokens (
        token_hash text PRIMARY KEY, purpose text NOT NULL, account_id text NOT NULL, role text NOT NULL,
        expires_at bigint NOT NULL, used_at bigint);
      CREATE TABLE IF NOT EXISTS captcha_uses (signature text PRIMARY KEY, expires_at bigint NOT NULL);
      CREATE TABLE IF NOT EXISTS app_secrets (name text PRIMARY KEY, value text NOT NULL);
    `.execute(trx);
  });
}
