import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

const historyRoot = ['admin', 'design-history'] as const;

export type FoundDesign = { designId: string; name: string; lastAt: string };

/** One event about the design, where it sits in the log (GET /admin/design-history/:designId). */
export type HistoryEntry = {
  globalPosition: number;
  streamId: string;
  streamVersion: number;
  type: string;
  recordedAt: string;
  actor: string | null;
  commandId: string | null;
  details: Record<string, string>;
};

export type VotesPoint = { hour: string; net: number; total: number };

export type DesignHistory = { designId: string; entries: HistoryEntry[]; truncated: boolean; votes: VotesPoint[] };

/** GET /admin/design-history?search=: submitted designs whose name contains the search. */
export const useFoundDesigns = (search: string) =>
  useQuery({
    queryKey: [...historyRoot, 'search', search],
    queryFn: ({ signal }) =>
      api.get<{ data: { designs: FoundDesign[]; total: number } }>('/admin/design-history', {
        auth: 'admin',
        signal,
        query: { search },
      }),
    select: (answer) => answer.data,
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
  });

/** GET /admin/design-history/:designId: the design's life in log order and its likes per hour. */
export const useDesignHistory = (designId: string | undefined) =>
  useQuery({
    queryKey: [...historyRoot, 'design', designId],
    queryFn: ({ signal }) =>
      api.get<{ data: DesignHistory }>(`/admin/design-history/${designId}`, { auth: 'admin', signal }),
    select: (answer) => answer.data,
    enabled: designId !== undefined,
  });
