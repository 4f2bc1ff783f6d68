import { type Command, type Decider, DomainError } from '../command/decider.ts';
import type { Finalist, OutcomeEvent } from './outcome.events.ts';
import { expertCount, rankFinalists } from './outcome-ranking.ts';

export type OutcomeState = {
  readonly finalists: readonly Finalist[] | undefined;
  readonly picks: ReadonlyMap<number, readonly string[]>;
  readonly winner: { readonly designId: string; readonly replyBy: number; readonly confirmed: boolean } | undefined;
  readonly disqualified: readonly string[];
  readonly noWinnerLeft: boolean;
};

export const replyWindowMs = 24 * 3_600_000;

export type FreezeFinalists = Command<
  'FreezeFinalists',
  { eventId: string; votingEndDate: number; finalists: Finalist[] }
>;
export type RecordExpertPicks = Command<'RecordExpertPicks', { eventId: string; expert: number; picks: string[] }>;
export type ConfirmWinner = Command<'ConfirmWinner', { eventId: string }>;
export type DisqualifyUnconfirmedWinner = Command<'DisqualifyUnconfirmedWinner', { eventId: string; designId: string }>;
export type OutcomeCommand = FreezeFinalists | RecordExpertPicks | ConfirmWinner | DisqualifyUnconfirmedWinner;

export const outcomeTexts = {
  votingOpen: 'Los finalistas se fijan cuando termina la votación.',
  notFrozen: 'Aún no hay finalistas.',
  expertRange: `El experto debe ser un número del 1 al ${expertCount}.`,
  expertDone: 'Ese experto ya registró sus votos.',
  threeDistinct: 'Cada experto elige exactamente 3 finalistas distintos.',
  notFinalist: 'Solo se puede elegir entre los finalistas.',
  noWinner: 'Aún no hay un ganador que confirmar.',
  alreadyConfirmed: 'El ganador ya fue confirmado.',
  replyWindowOver: 'Pasaron las 24 horas para confirmar: el ganador queda descalificado.',
} as const;

const fail = (code: string, message: string, status: DomainError['status'] = 409) => {
  throw new DomainError(`outcome.${code}`, message, status);
};

function freeze(command: FreezeFinalists, state: OutcomeState): OutcomeEvent[] {
  if (state.finalists) return [];
  if (command.metadata.now <= command.data.votingEndDate) fail('voting-open', outcomeTexts.votingOpen);
  const { eventId, finalists } = command.data;
  return [{ type: 'FinalistsFrozen', data: { eventId, finalists, at: command.metadata.now } }];
}

// The 6th expert's picks complete the panel: the winner follows at once, with 24 hours to reply.
function record(command: RecordExpertPicks, state: OutcomeState): OutcomeEvent[] {
  const { eventId, expert, picks } = command.data;
  const now = command.metadata.now;
  if (!state.finalists) return fail('not-frozen', outcomeTexts.notFrozen);
  if (!Number.isInteger(expert) || expert < 1 || expert > expertCount) fail('expert', outcomeTexts.expertRange, 422);
  if (state.picks.has(expert)) fail('expert-done', outcomeTexts.expertDone);
  if (picks.length !== 3 || new Set(picks).size !== 3) fail('three', outcomeTexts.threeDistinct, 422);
  const finalistIds = new Set(state.finalists.map((f) => f.designId));
  if (!picks.every((id) => finalistIds.has(id))) fail('not-finalist', outcomeTexts.notFinalist, 422);
  const recorded: OutcomeEvent = {
    type: 'ExpertPicksRecorded',
    data: { eventId, expert, picks: picks as [string, string, string], at: now },
  };
  const allPicks = new Map(state.picks).set(expert, picks);
  if (allPicks.size < expertCount) return [recorded];
  const winner = rankFinalists(state.finalists, allPicks)[0]!;
  return [
    recorded,
    { type: 'WinnerSelected', data: { eventId, designId: winner.designId, replyBy: now + replyWindowMs, at: now } },
  ];
}

function confirm(command: ConfirmWinner, state: OutcomeState): OutcomeEvent[] {
  if (!state.winner) return fail('no-winner', outcomeTexts.noWinner);
  if (state.winner.confirmed) return [];
  if (command.metadata.now > state.winner.replyBy) fail('reply-window', outcomeTexts.replyWindowOver);
  return [
    {
      type: 'WinnerConfirmed',
      data: { eventId: command.data.eventId, designId: state.winner.designId, at: command.metadata.now },
    },
  ];
}

// The reply deadline passed without a confirmation: the next design in the ranking wins instead.
// A late, repeated or outdated job (another winner since, or confirmed) changes nothing.
function disqualify(command: DisqualifyUnconfirmedWinner, state: OutcomeState): OutcomeEvent[] {
  const { eventId, designId } = command.data;
  const now = command.metadata.now;
  const winner = state.winner;
  if (!winner || !state.finalists || winner.confirmed || winner.designId !== designId || now < winner.replyBy)
    return [];
  const out = new Set([...state.disqualified, designId]);
  const next = rankFinalists(state.finalists, state.picks).find((f) => !out.has(f.designId));
  const disqualified: OutcomeEvent = {
    type: 'WinnerDisqualified',
    data: { eventId, designId, reason: 'no-reply', at: now },
  };
  if (!next) return [disqualified, { type: 'NoWinnerLeft', data: { eventId, at: now } }];
  return [
    disqualified,
    { type: 'WinnerSelected', data: { eventId, designId: next.designId, replyBy: now + replyWindowMs, at: now } },
  ];
}

function evolve(state: OutcomeState, event: OutcomeEvent): OutcomeState {
  switch (event.type) {
    case 'FinalistsFrozen':
      return { ...state, finalists: event.data.finalists };
    case 'ExpertPicksRecorded':
      return { ...state, picks: new Map(state.picks).set(event.data.expert, event.data.picks) };
    case 'WinnerSelected':
      return { ...state, winner: { designId: event.data.designId, replyBy: event.data.replyBy, confirmed: false } };
    case 'WinnerConfirmed':
      return state.winner ? { ...state, winner: { ...state.winner, confirmed: true } } : state;
    case 'WinnerDisqualified':
      return { ...state, winner: undefined, disqualified: [...state.disqualified, event.data.designId] };
    case 'NoWinnerLeft':
      return { ...state, noWinnerLeft: true };
  }
}

export const outcomeDecider: Decider<OutcomeState, OutcomeCommand, OutcomeEvent> = {
  initialState: () => ({
    finalists: undefined,
    picks: new Map(),
    winner: undefined,
    disqualified: [],
    noWinnerLeft: false,
  }),
  evolve,
  decide(command, state) {
    switch (command.type) {
      case 'FreezeFinalists':
        return freeze(command, state);
      case 'RecordExpertPicks':
        return record(command, state);
      case 'ConfirmWinner':
        return confirm(command, state);
      case 'DisqualifyUnconfirmedWinner':
        return disqualify(command, state);
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${(unknown as Command).type}`);
      }
    }
  },
};
