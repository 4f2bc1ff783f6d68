import { Hono } from 'hono';
import { z } from 'zod';
import type { OutcomeState } from '../../events/outcome/outcome.decider.ts';
import { rankFinalists } from '../../events/outcome/outcome-ranking.ts';
import type { AppEnv } from '../app-env.ts';
import { requireRole } from '../middleware/auth/index.ts';
import { validate } from '../middleware/validate/index.ts';
import type { Services } from '../services.ts';
import { contestOrFail, freezeWhenDue, onOutcome, outcomeOf, selectedIn } from './contest-outcome.ts';

const picksSchema = z.object({
  expert: z.coerce.number().int().min(1).max(6),
  picks: z.array(z.string().min(1).max(100)).length(3, 'Cada experto elige exactamente 3 finalistas distintos.'),
});

function adminView(state: OutcomeState) {
  const finalists = state.finalists ?? [];
  return {
    frozen: state.finalists !== undefined,
    finalists,
    experts: [...state.picks].map(([expert, picks]) => ({ expert, picks })).sort((a, b) => a.expert - b.expert),
    ranking: rankFinalists(finalists, state.picks),
    winner: state.winner ?? null,
    disqualified: state.disqualified,
    noWinnerLeft: state.noWinnerLeft,
  };
}

/** The contest's second stage for the admin: finalists, the experts' picks, totals and the winner's reply. */
export function adminOutcomeRoutes(services: Services) {
  const metadataOf = (c: { get(key: 'session'): AppEnv['Variables']['session'] }) => {
    const session = c.get('session')!;
    return { now: services.clock.now(), actor: { id: session.accountId, role: session.role } };
  };
  return new Hono<AppEnv>()
    .use('/outcome', requireRole(services, 'admin'))
    .use('/outcome/*', requireRole(services, 'admin'))
    .get('/outcome', async (c) => {
      const contest = await contestOrFail(services);
      await freezeWhenDue(services, contest, metadataOf(c));
      const state = await outcomeOf(services, contest.eventId);
      return c.json({ data: { eventId: contest.eventId, votingEndDate: contest.votingEndDate, ...adminView(state) } });
    })
    .post('/outcome/expert-picks', validate('json', picksSchema), async (c) => {
      const contest = await contestOrFail(services);
      const metadata = metadataOf(c);
      await freezeWhenDue(services, contest, metadata);
      const { expert, picks } = c.req.valid('json');
      const result = await onOutcome(services, contest.eventId, {
        type: 'RecordExpertPicks',
        data: { eventId: contest.eventId, expert, picks },
        metadata,
      });
      for (const selected of selectedIn(result.events)) await services.outcome.scheduleReplyDeadline(selected);
      return c.json({ message: 'Votos del experto registrados.', data: adminView(result.state) });
    })
    .post('/outcome/confirm-winner', async (c) => {
      const contest = await contestOrFail(services);
      const result = await onOutcome(services, contest.eventId, {
        type: 'ConfirmWinner',
        data: { eventId: contest.eventId },
        metadata: metadataOf(c),
      });
      return c.json({ message: 'Ganador confirmado.', data: adminView(result.state) });
    });
}

/** GET /outcome: the winner, for everyone, only from the winner announcement on and once confirmed. */
export function publicOutcomeRoutes(services: Services) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const contest = await contestOrFail(services);
    const state = await outcomeOf(services, contest.eventId);
    const announced = services.clock.now() >= contest.winnerAnnouncement && state.winner?.confirmed;
    const winner = announced ? state.finalists?.find((f) => f.designId === state.winner!.designId) : undefined;
    return c.json({ data: { winner: winner ? { designId: winner.designId, designName: winner.designName } : null } });
  });
}
