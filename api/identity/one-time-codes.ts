import { sql } from 'kysely';
import type { CodePurpose, Role } from '../../events/identity/identity.events.ts';
import { codeLifetimeMs } from '../../events/identity/identity.events.ts';
import type { AnyDb } from '../../projections/db/read-model-db.ts';
import { tablesOf } from '../../projections/db/read-model-db.ts';
import type { IdentityTables } from './identity-tables.ts';
import { sha256, sixDigitCode } from './secrets.ts';

export const maxCodeAttempts = 5;

/** What a code may do: a voting code never opens a user session, a sign-up code only verifies the sign-up. */
export type CodeBinding = { readonly purpose: CodePurpose; readonly role: Role };

const codes = (db: AnyDb) => tablesOf<IdentityTables>(db);

// The purpose and role are part of what is hashed: the right digits presented for another purpose
// or role are simply a wrong code.
const hashOf = (accountId: string, binding: CodeBinding, code: string) =>
  sha256(`${accountId}:${binding.purpose}:${binding.role}:${code}`);

/** One live code per account: a new one replaces the last. Only its hash is kept. */
export async function issueCode(db: AnyDb, accountId: string, binding: CodeBinding, now: number): Promise<string> {
  const code = sixDigitCode();
  const row = {
    account_id: accountId,
    code_hash: hashOf(accountId, binding, code),
    expires_at: String(now + codeLifetimeMs),
    attempts: 0,
  };
  await codes(db)
    .insertInto('one_time_codes')
    .values(row)
    .onConflict((oc) => oc.column('account_id').doUpdateSet(row))
    .execute();
  return code;
}

// Every try counts before the comparison, so parallel guesses cannot share one attempt; the fifth
// wrong one, an expired code and a used one all end the code. A right code is consumed by exactly one request.
export async function consumeCode(
  db: AnyDb,
  accountId: string,
  binding: CodeBinding,
  code: string,
  now: number,
): Promise<boolean> {
  const tried = await codes(db)
    .updateTable('one_time_codes')
    .set({ attempts: sql`attempts + 1` })
    .where('account_id', '=', accountId)
    .returning(['code_hash', 'expires_at', 'attempts'])
    .executeTakeFirst();
  if (!tried) return false;
  const matches = tried.code_hash === hashOf(accountId, binding, code);
  const usable = matches && Number(tried.expires_at) > now && tried.attempts <= maxCodeAttempts;
  if (!usable && tried.attempts < maxCodeAttempts && Number(tried.expires_at) > now) return false;
  const consumed = await codes(db)
    .deleteFrom('one_time_codes')
    .where('account_id', '=', accountId)
    .where('code_hash', '=', tried.code_hash)
    .executeTakeFirst();
  return usable && consumed.numDeletedRows > 0n;
}
