import { randomInt } from 'node:crypto';
import { type Challenge, createChallenge, type Payload, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { AnyDb } from '../../projections/db/read-model-db.ts';
import { tablesOf } from '../../projections/db/read-model-db.ts';
import type { IdentityTables } from '../identity/identity-tables.ts';

const challengeLifetimeMs = 10 * 60_000;

// The solver must try every counter up to a secret one drawn here: 40,000 to 80,000 SHA-256 keys,
// aimed at 0.5-1 s on a mid-range phone whose widget searches on several workers (one Chromium
// thread at the 4x CPU slow-down that emulates such a phone needed seconds for 60,000 keys on this
// loaded machine). Checking a solution costs the server one key derivation.
export const workRange = { min: 40_000, max: 80_000 } as const;

// ALTCHA: a proof of work the browser solves, signed by us, so no third-party captcha service.
export async function newChallenge(secret: string, now: number): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(workRange.min, workRange.max + 1),
    deriveKey,
    hmacKeySignatureSecret: secret,
    expiresAt: Math.floor((now + challengeLifetimeMs) / 1000),
    hmacSignatureSecret: secret,
  });
}

function decode(token: string): Payload | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Payload;
    return payload?.challenge?.parameters && payload.solution ? payload : undefined;
  } catch {
    return undefined;
  }
}

async function verified(secret: string, token: string): Promise<Payload | undefined> {
  const payload = decode(token);
  if (!payload?.challenge.signature) return undefined;
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: secret,
  }).catch(() => undefined);
  return result?.verified ? payload : undefined;
}

const usesOf = (db: AnyDb) => tablesOf<IdentityTables>(db);

/** True when the solution is valid, unexpired and not used yet; it stays usable (the widget's check). */
export async function checkSolution(db: AnyDb, secret: string, token: string): Promise<boolean> {
  const payload = await verified(secret, token);
  if (!payload) return false;
  const used = await usesOf(db)
    .selectFrom('captcha_uses')
    .select('signature')
    .where('signature', '=', payload.challenge.signature!)
    .executeTakeFirst();
  return !used;
}

/** True once per solved, signed, unexpired challenge: using it spends it, so it cannot be replayed. */
export async function acceptSolution(db: AnyDb, secret: string, token: string, now: number): Promise<boolean> {
  const payload = await verified(secret, token);
  if (!payload) return false;
  const used = await usesOf(db)
    .insertInto('captcha_uses')
    .values({ signature: payload.challenge.signature!, expires_at: String(now + challengeLifetimeMs) })
    .onConflict((oc) => oc.column('signature').doNothing())
    .executeTakeFirst();
  return (used.numInsertedOrUpdatedRows ?? 0n) > 0n;
}
