import { type Challenge, createChallenge, type Payload, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { AnyDb } from '../../projections/db/read-model-db.ts';
import { tablesOf } from '../../projections/db/read-model-db.ts';
import type { IdentityTables } from '../identity/identity-tables.ts';

const challengeLifetimeMs = 10 * 60_000;

// ALTCHA: a proof of work the browser solves, signed by us, so no third-party captcha service.
export async function newChallenge(secret: string, now: number): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    keyPrefix: '000',
    deriveKey,
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

/** True once per solved, signed, unexpired challenge: a solution cannot be replayed. */
export async function acceptSolution(db: AnyDb, secret: string, token: string, now: number): Promise<boolean> {
  const payload = decode(token);
  if (!payload?.challenge.signature) return false;
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: secret,
  }).catch(() => undefined);
  if (!result?.verified) return false;
  const used = await tablesOf<IdentityTables>(db)
    .insertInto('captcha_uses')
    .values({ signature: payload.challenge.signature, expires_at: String(now + challengeLifetimeMs) })
    .onConflict((oc) => oc.column('signature').doNothing())
    .executeTakeFirst();
  return (used.numInsertedOrUpdatedRows ?? 0n) > 0n;
}
