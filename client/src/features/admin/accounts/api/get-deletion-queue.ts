import { useQuery } from '@tanstack/react-query';
import type { AccountListKind, QueuedDeletionRow } from '../../../../../../events/schemas/admin.ts';
import { api } from '../../../../lib/api-client.ts';
import { accountKinds, accountsQueryRoot } from './account-kinds.ts';

/** GET /admin/deleted-users|deleted-admins|deleted-moderators: the queue beneath each list. */
export function useDeletionQueue(kind: AccountListKind) {
  return useQuery({
    queryKey: [...accountsQueryRoot, kind, 'queue'],
    queryFn: ({ signal }) =>
      api.get<{ data: QueuedDeletionRow[] }>(`/admin/deleted-${accountKinds[kind].path}`, { auth: 'admin', signal }),
    select: (answer) => answer.data,
  });
}
