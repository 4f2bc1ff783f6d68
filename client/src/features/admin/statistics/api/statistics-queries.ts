import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

export const statsQueryRoot = ['admin', 'stats'] as const;

export type DailyRow = { date: string; count: number };
export type StateRow = { state: string; count: number };
/** GET /admin/leaderboard and /admin/daily-leaderboard rows, as the leaderboard read model answers them. */
export type LeaderboardRow = { rank: number; name: string; designName: string; totalPoints: number };

function useAdminGet<T>(key: string, path: string, query?: Record<string, string>) {
  return useQuery({
    queryKey: [...statsQueryRoot, key],
    queryFn: ({ signal }) => api.get<{ data: T }>(path, { auth: 'admin', signal, query }),
    select: (answer) => answer.data,
  });
}

/** GET /admin/daily-logins. */
export const useDailyLogins = () => useAdminGet<DailyRow[]>('daily-logins', '/admin/daily-logins');

/** GET /admin/daily-gallery-submissions?isSubmitted=true (gallery) or false (designs generated). */
export const useDailySubmissions = (isSubmitted: boolean) =>
  useAdminGet<DailyRow[]>(`daily-submissions-${isSubmitted}`, '/admin/daily-gallery-submissions', {
    isSubmitted: String(isSubmitted),
  });

/** GET /admin/users-by-state?type=signup|login: the last 24 h by the state of the chosen dealer. */
export const useUsersByState = (type: 'signup' | 'login') =>
  useAdminGet<StateRow[]>(`by-state-${type}`, '/admin/users-by-state', { type });

/** GET /admin/currently-loggedin-users → totalActiveUsers. */
export const useActiveUsers = () =>
  useAdminGet<{ totalActiveUsers: number }>('active-users', '/admin/currently-loggedin-users');

/** GET /admin/daily-leaderboard: today's most liked designs. */
export const useDailyVotes = () => useAdminGet<LeaderboardRow[]>('daily-leaderboard', '/admin/daily-leaderboard');

/** GET /admin/leaderboard (served by the votes read model). */
export const useLeaderboard = () => useAdminGet<LeaderboardRow[]>('leaderboard', '/admin/leaderboard');
