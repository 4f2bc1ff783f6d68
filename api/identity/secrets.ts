import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { AnyDb } from '../../projections/db/read-model-db.ts';
import { tablesOf } from '../../projections/db/read-model-db.ts';
import type { IdentityTables } from './identity-tables.ts';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  length: number,
  options: object,
) => Promise<Buffer>;
const scryptParams = { N: 16_384, r: 8, p: 1 };

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, 64, scryptParams);
  return `scrypt$${scryptParams.N}$${scryptParams.r}$${scryptParams.p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, expected] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !expected) return false;
  const hash = await scryptAsync(password, Buffer.from(salt, 'base64'), 64, {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(hash, Buffer.from(expected, 'base64'));
}

export const randomToken = () => randomBytes(32).toString('base64url');
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
export const emailHash = (email: string) => sha256(email.trim().toLowerCase());

/** A secret shared by every node (signed upload URLs, captcha challenges), made once and kept in the database. */
export async function sharedSecret(db: AnyDb, name: string): Promise<string> {
  const table = tablesOf<IdentityTables>(db);
  await table
    .insertInto('app_secrets')
    .values({ name, value: randomToken() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return (await table.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow())
    .value;
}
