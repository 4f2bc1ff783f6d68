import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { LiveRoom } from '../../../lib/live-room.ts';
import { useLiveRoom } from '../../../lib/socket.ts';

export type LeaderboardRow = {
  rank: number;
  designId: string;
  designName: string;
  thumbnail: string;
  creatorName: string;
  totalVotes: number;
};

export type Leaderboard = { revealVotes: boolean; data: LeaderboardRow[] };

export const leaderboardQueryKey = ['leaderboard'] as const;

/** GET /leaderboard: the top 10 (empty while the contest hides its counts). */
const getLeaderboard = (signal: AbortSignal) => api.get<Leaderboard>('/leaderboard', { signal });

export const leaderboardQueryOptions = () =>
  queryOptions({ queryKey: leaderboardQueryKey, queryFn: ({ signal }) => getLeaderboard(signal) });

// A push carries the whole top 10, so it replaces the query's data; after a reconnect the query is fetched again.
export const leaderboardPushes: LiveRoom<'leaderboard'> = {
  room: 'leaderboard',
  onPush: (push, queryClient) =>
    queryClient.setQueryData<Leaderboard>(leaderboardQueryKey, {
      revealVotes: push.revealVotes,
      data: push.rows as unknown as LeaderboardRow[],
    }),
  resync: [leaderboardQueryKey],
};

/** The live top 10: loaded once, then moved by the leaderboard room's pushes. */
export function useLiveLeaderboard() {
  useLiveRoom(leaderboardPushes);
  return useQuery(leaderboardQueryOptions());
}
