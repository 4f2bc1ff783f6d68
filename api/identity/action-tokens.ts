import type { AnyDb } from '../../projections/db/read-model-db.ts';
import { tablesOf } from '../../projections/db/read-model-db.ts';
import type { IdentityTables } from './identity-tables.ts';
import { randomToken, sha256 } from './secrets.ts';

export type ActionPurpose = 'reset' | 'invite';

const tokens = (db: AnyDb) => tablesOf<IdentityTables>(db);

/** Single-use links (password reset, staff invitation): the token travels in the mail, its hash stays here. */
export async function createActionToken(
  db: AnyDb,
  link: { purpose: ActionPurpose; accountId: string; role: string; expiresAt: number },
): Promise<string> {
  const token = randomToken();
  await tokens(db)
    .insertInto('action_tokens')
    .values({
      token_hash: sha256(token),
      purpose: link.purpose,
      account_id: link.accountId,
      role: link.role,
      expires_at: String(link.expiresAt),
      used_at: null,
    })
    .execute();
  return token;
}

/** The account the link was made for, if it is unused, unexpired, of this purpose and role; it is used up. */
export async function consumeActionToken(
  db: AnyDb,
  token: string,
  purpose: ActionPurpose,
  role: string,
  now: number,
): Promise<string | undefined> {
  const row = await tokens(db)
    .updateTable('action_tokens')
    .set({ used_at: String(now) })
    .where('token_hash', '=', sha256(token))
    .where('purpose', '=', purpose)
    .where('role', '=', role)
    .where('used_at', 'is', null)
    .where('expires_at', '>', String(now))
    .returning('account_id')
    .executeTakeFirst();
  return row?.account_id;
}
