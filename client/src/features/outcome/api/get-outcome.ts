import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type Finalist = { designId: string; designName: string; votes: number; submittedAt: number };
export type FinalistScore = Finalist & { points: number; firsts: number; seconds: number };

export type Outcome = {
  eventId: string;
  votingEndDate: number;
  frozen: boolean;
  finalists: Finalist[];
  experts: { expert: number; picks: string[] }[];
  ranking: FinalistScore[];
  winner: { designId: string; replyBy: number; confirmed: boolean } | null;
  disqualified: string[];
  noWinnerLeft: boolean;
};

export const outcomeQueryKey = ['admin', 'outcome'] as const;

/** GET /admin/outcome: finalists (frozen once voting ends), the experts' picks, totals and the winner. */
export const outcomeQueryOptions = () =>
  queryOptions({
    queryKey: outcomeQueryKey,
    queryFn: async ({ signal }) => (await api.get<{ data: Outcome }>('/admin/outcome', { auth: 'admin', signal })).data,
  });

export const useOutcome = () => useQuery(outcomeQueryOptions());
