import type { AnyDb } from '../../projections/db/read-model-db.ts';
import { tablesOf } from '../../projections/db/read-model-db.ts';
import type { Services } from '../services.ts';
import type { IdentityTables } from './identity-tables.ts';
import { hashNeedsUpgrade, hashPassword, verifyPassword } from './secrets.ts';

type CredentialServices = Pick<Services, 'db' | 'config'>;

const credentials = (db: AnyDb) => tablesOf<IdentityTables>(db);

export async function setPassword(services: CredentialServices, accountId: string, password: string): Promise<void> {
  const row = {
    account_id: accountId,
    password_hash: await hashPassword(password, services.config.PASSWORD_HASH_COST),
  };
  await credentials(services.db)
    .insertInto('credentials')
    .values(row)
    .onConflict((oc) => oc.column('account_id').doUpdateSet(row))
    .execute();
}

// A hash is computed even for an unknown account, so timing does not tell which e-mails exist.
const decoys = new Map<number, Promise<string>>();
const decoyFor = (cost: number) => {
  if (!decoys.has(cost)) decoys.set(cost, hashPassword('decoy-password', cost));
  return decoys.get(cost)!;
};

/** Checks the password; a right one stored at a lower cost than today's is re-hashed at today's. */
export async function passwordMatches(
  services: CredentialServices,
  accountId: string | undefined,
  password: string,
): Promise<boolean> {
  const cost = services.config.PASSWORD_HASH_COST;
  const row = accountId
    ? await credentials(services.db)
        .selectFrom('credentials')
        .select('password_hash')
        .where('account_id', '=', accountId)
        .executeTakeFirst()
    : undefined;
  const matches = await verifyPassword(password, row?.password_hash ?? (await decoyFor(cost)));
  if (!matches || !row || !accountId) return false;
  if (hashNeedsUpgrade(row.password_hash, cost)) await setPassword(services, accountId, password);
  return true;
}
