import type { AnyDb } from '../../projections/db/read-model-db.ts';
import { tablesOf } from '../../projections/db/read-model-db.ts';
import type { IdentityTables } from './identity-tables.ts';
import { hashPassword, verifyPassword } from './secrets.ts';

const credentials = (db: AnyDb) => tablesOf<IdentityTables>(db);

export async function setPassword(db: AnyDb, accountId: string, password: string): Promise<void> {
  const row = { account_id: accountId, password_hash: await hashPassword(password) };
  await credentials(db)
    .insertInto('credentials')
    .values(row)
    .onConflict((oc) => oc.column('account_id').doUpdateSet(row))
    .execute();
}

// A hash is computed even for an unknown account, so timing does not tell which e-mails exist.
const decoy = hashPassword('decoy-password');

export async function passwordMatches(db: AnyDb, accountId: string | undefined, password: string): Promise<boolean> {
  const row = accountId
    ? await credentials(db)
        .selectFrom('credentials')
        .select('password_hash')
        .where('account_id', '=', accountId)
        .executeTakeFirst()
    : undefined;
  return verifyPassword(password, row?.password_hash ?? (await decoy)).then((ok) => ok && row !== undefined);
}
