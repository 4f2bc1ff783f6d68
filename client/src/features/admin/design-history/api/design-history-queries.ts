import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DesignHistory, FoundDesign } from '../../../../../../events/schemas/admin.ts';
import { api } from '../../../../lib/api-client.ts';

const historyRoot = ['admin', 'design-history'] as const;

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
