import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Sealed } from '../../events/identity/identity.events.ts';
import type { AnyDb, AnyTransaction } from '../db/read-model-db.ts';
import { tablesOf } from '../db/read-model-db.ts';

type VaultTables = { account_keys: { account_id: string; key: Buffer | null; destroyed_at: number | null } };

/** What replays show in place of a person whose key was destroyed. */
export const erased = '[eliminado]';

// The table lives in `public` whatever the search path: rebuilds in a shadow schema read the real keys.
// Personal data in events is sealed with a key per account kept here, outside the log: destroying
// the key (when a deletion executes) leaves the events in place but makes the person unreadable.
export async function createVaultTable(db: AnyDb | AnyTransaction): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS public.account_keys (
    account_id text PRIMARY KEY,
    key bytea,
    destroyed_at bigint
  )`.execute(db);
}

async function keyOf(db: AnyDb | AnyTransaction, accountId: string): Promise<Buffer | null | undefined> {
  const row = await tablesOf<VaultTables>(db)
    .withSchema('public')
    .selectFrom('account_keys')
    .select('key')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row ? row.key : undefined;
}

export async function seal(db: AnyDb, accountId: string, value: object): Promise<Sealed> {
  await tablesOf<VaultTables>(db)
    .withSchema('public')
    .insertInto('account_keys')
    .values({ account_id: accountId, key: randomBytes(32), destroyed_at: null })
    .onConflict((oc) => oc.column('account_id').doNothing())
    .execute();
  const key = await keyOf(db, accountId);
  if (!key) throw new Error(`the personal-data key of account ${accountId} was destroyed`);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return { iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), data: data.toString('base64') };
}

/** The sealed value, or null when the account's key has been destroyed. */
export async function open<T>(db: AnyDb | AnyTransaction, accountId: string, sealed: Sealed): Promise<T | null> {
  const key = await keyOf(db, accountId);
  if (!key) return null;
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  const plain = Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]);
  return JSON.parse(plain.toString('utf8')) as T;
}

/** @public The deletion queue (#19) destroys the key when a deletion executes. */
export async function destroyKey(db: AnyDb | AnyTransaction, accountId: string, at: number): Promise<void> {
  await tablesOf<VaultTables>(db)
    .withSchema('public')
    .updateTable('account_keys')
    .set({ key: null, destroyed_at: at })
    .where('account_id', '=', accountId)
    .execute();
}
