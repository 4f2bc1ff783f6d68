import { sql } from 'kysely';
import type { AnyDb } from '../../projections/db/read-model-db.ts';
import { tablesOf } from '../../projections/db/read-model-db.ts';
import type { IdentityTables } from './identity-tables.ts';

const freeFailures = 5;
const longestWaitMs = 60_000;

// Repeated wrong passwords slow an e-mail down instead of locking it: after five, each try waits
// twice as long as the one before, at most a minute, so an attacker gets about one guess a minute
// while the real owner is never kept out for longer than that. Keyed on role and e-mail hash, the
// same for unknown e-mails, so the wait says nothing about which accounts exist.
export const waitAfter = (failures: number) =>
  failures < freeFailures ? 0 : Math.min(1000 * 2 ** (failures - freeFailures), longestWaitMs);

const failures = (db: AnyDb) => tablesOf<IdentityTables>(db);

/** Milliseconds before this key may try a password again (0: now). */
export async function passwordWaitLeft(db: AnyDb, key: string, now: number): Promise<number> {
  const row = await failures(db)
    .selectFrom('password_failures')
    .select(['failures', 'last_failure_at'])
    .where('attempt_key', '=', key)
    .executeTakeFirst();
  return row ? Math.max(0, Number(row.last_failure_at) + waitAfter(row.failures) - now) : 0;
}

export async function recordPasswordFailure(db: AnyDb, key: string, now: number): Promise<void> {
  await failures(db)
    .insertInto('password_failures')
    .values({ attempt_key: key, failures: 1, last_failure_at: String(now) })
    .onConflict((oc) =>
      oc
        .column('attempt_key')
        .doUpdateSet({ failures: sql`password_failures.failures + 1`, last_failure_at: String(now) }),
    )
    .execute();
}

export async function clearPasswordFailures(db: AnyDb, key: string): Promise<void> {
  await failures(db).deleteFrom('password_failures').where('attempt_key', '=', key).execute();
}
