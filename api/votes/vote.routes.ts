import type { Context } from 'hono';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { postIdField } from '../../events/schemas/gallery.ts';
import { messages } from '../../events/schemas/messages.ts';
import { formatLogPosition } from '../../events/store/log-position.ts';
import type { VoteFacts } from '../../events/vote/voter.decider.ts';
import type { AppEnv } from '../app-env.ts';
import { acceptSolution } from '../captcha/captcha.ts';
import { captchaHeader } from '../captcha/require-captcha.ts';
import { bearerToken } from '../middleware/auth/index.ts';
import { validate } from '../middleware/validate/index.ts';
import type { Services } from '../services.ts';
import { castVote, type VoteOutcome } from './cast-vote.ts';
import { memoryRateLimit } from './memory-rate-limit.ts';

const voteSchema = z.object({ postId: postIdField });

export const voteTexts = { cast: '¡Gracias por tu voto!', removed: messages.success.voteRemoved } as const;

/** The header a client may send so that a retried click is recognised as the same vote. */
export const idempotencyHeader = 'Idempotency-Key';

const minute = 60_000;

// The hot path: the session, the window and the verified designs come from this node's memory;
// the one database round trip is the append (plus the captcha on a visitor's very first vote).
export function voteRoutes(services: Services) {
  const { voting, clock, config } = services;

  const session = createMiddleware<AppEnv>(async function votingSession(c, next) {
    const token = bearerToken(c.req.header('Authorization'));
    const found = token ? await voting.sessions.resolve(token) : undefined;
    if (!found || !token) return c.json({ message: messages.errors.unauthorized }, 401);
    c.set('session', { ...found, token });
    await next();
  });
  const perAddress = memoryRateLimit({
    clock,
    windowMs: minute,
    max: config.VOTE_ADDRESS_RATE_LIMIT,
    key: (c) => `address:${c.get('clientAddress')}`,
  });
  const perVoter = memoryRateLimit({
    clock,
    windowMs: minute,
    max: config.VOTE_RATE_LIMIT,
    key: (c) => c.get('session')?.accountId,
  });

  const factsFor = (c: Context<AppEnv>, designId: string): VoteFacts => {
    const { accountId, role } = c.get('session')!;
    return {
      voterId: accountId,
      designId,
      role,
      window: voting.facts.window(),
      designVerified: voting.facts.isVerified(designId),
    };
  };
  const metadataOf = (c: Context<AppEnv>) => {
    const { accountId, role } = c.get('session')!;
    return { now: clock.now(), actor: { id: accountId, role }, ipHash: c.get('addressHash') };
  };

  // A visitor (voting token) proves once, with their first vote, that they are not a script. A vote
  // the rules refuse anyway (staff, closed window, unverified design) is answered by the rules first.
  async function captchaMissing(c: Context<AppEnv>, facts: VoteFacts): Promise<string | undefined> {
    const now = clock.now();
    const open = facts.window && facts.window.startDate <= now && now <= facts.window.votingEndDate;
    if (facts.role !== 'voter' || !open || !facts.designVerified) return undefined;
    if ((await voting.voters.get(facts.voterId)).version > 0) return undefined;
    const token = c.req.header(captchaHeader);
    if (!token) return messages.validation.captchaRequired;
    return (await acceptSolution(services.db, services.captchaSecret, token, now))
      ? undefined
      : messages.errors.captchaFailed;
  }

  // `after` lets the voter's next read of the design wait until its counts include this vote.
  const answer = (c: Context<AppEnv>, postId: string, outcome: VoteOutcome, voted: boolean) => {
    const after = outcome.position && formatLogPosition(outcome.position);
    return c.json({ message: voted ? voteTexts.cast : voteTexts.removed, data: { postId, voted, after } });
  };

  return new Hono<AppEnv>()
    .post('/', perAddress, session, perVoter, validate('json', voteSchema), async (c) => {
      const { postId } = c.req.valid('json');
      const facts = factsFor(c, postId);
      const missing = await captchaMissing(c, facts);
      if (missing) return c.json({ message: missing }, 400);
      const outcome = await castVote(
        services.store,
        voting.voters,
        { type: 'ToggleVote', data: facts, metadata: metadataOf(c) },
        c.req.header(idempotencyHeader),
      );
      return answer(c, postId, outcome, outcome.result === 'VoteCast');
    })
    .post('/delete', perAddress, session, perVoter, validate('json', voteSchema), async (c) => {
      const { postId } = c.req.valid('json');
      const { designVerified: _verified, ...facts } = factsFor(c, postId);
      const outcome = await castVote(
        services.store,
        voting.voters,
        { type: 'WithdrawVote', data: facts, metadata: metadataOf(c) },
        c.req.header(idempotencyHeader),
      );
      return answer(c, postId, outcome, false);
    })
    .get('/posts-voted', perAddress, session, async (c) => {
      const { accountId } = c.get('session')!;
      // Read from the stream, not memory: another node may have taken this voter's latest click.
      const known = await voting.voters.reread(accountId);
      return c.json({ data: [...known.state.liked].map((glb) => ({ glb })) });
    });
}
