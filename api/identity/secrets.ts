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
/** scrypt at N = 2^cost, r = 8, p = 1 (OWASP); the parameters travel in the stored hash. */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const params = { N: 2 ** cost, r: 8, p: 1 };
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, 64, { ...params, maxmem: memoryFor(params) });
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

// scrypt needs 128·N·r bytes; Node refuses more than 32 MB unless told.
const memoryFor = ({ N, r }: { N: number; r: number }) => 256 * N * r;

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, expected] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !expected) return false;
  const params = { N: Number(N), r: Number(r), p: Number(p) };
  const hash = await scryptAsync(password, Buffer.from(salt, 'base64'), 64, { ...params, maxmem: memoryFor(params) });
  return timingSafeEqual(hash, Buffer.from(expected, 'base64'));
}

/** A hash made with a lower cost than today's is re-made at the next login. */
export const hashNeedsUpgrade = (stored: string, cost: number) => Number(stored.split('$')[1]) < 2 ** cost;

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
