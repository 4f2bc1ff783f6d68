// outcome-{eventId}: stage two of the contest, after the public vote.
export type Finalist = {
  readonly designId: string;
  readonly userId: string;
  readonly designName: string;
  readonly votes: number;
  readonly submittedAt: number;
};

/** The public vote's top 5 (every tie at fifth included), fixed once voting has ended. */
export type FinalistsFrozen = { type: 'FinalistsFrozen'; data: { eventId: string; finalists: Finalist[]; at: number } };

/** One expert's three picks, best first: 3, 2 and 1 points. */
export type ExpertPicksRecorded = {
  type: 'ExpertPicksRecorded';
  data: { eventId: string; expert: number; picks: [string, string, string]; at: number };
};

/** The design with the most points (after the tie-break) wins, if its creator replies before `replyBy`. */
export type WinnerSelected = {
  type: 'WinnerSelected';
  data: { eventId: string; designId: string; replyBy: number; at: number };
};
export type WinnerConfirmed = { type: 'WinnerConfirmed'; data: { eventId: string; designId: string; at: number } };
export type WinnerDisqualified = {
  type: 'WinnerDisqualified';
  data: { eventId: string; designId: string; reason: 'no-reply'; at: number };
};
/** Every finalist was disqualified in turn: the prize stays unawarded. */
export type NoWinnerLeft = { type: 'NoWinnerLeft'; data: { eventId: string; at: number } };

export type OutcomeEvent =
  | FinalistsFrozen
  | ExpertPicksRecorded
  | WinnerSelected
  | WinnerConfirmed
  | WinnerDisqualified
  | NoWinnerLeft;

export const outcomeStreamId = (eventId: string) => `outcome-${eventId}`;
