import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountListKind } from '../../../../../../events/schemas/admin.ts';
import { api } from '../../../../lib/api-client.ts';
import { accountKinds, accountsQueryRoot } from './account-kinds.ts';

type Change = 'delete' | 'revoke';

/** POST /admin/delete-* (queue for 4 h) and /admin/revoke-* (restore), with SPEC's id lists. */
function changeDeletions(change: Change, kind: AccountListKind, ids: string[]) {
  const { path, idsField } = accountKinds[kind];
  return api.post<{ message: string }>(`/admin/${change}-${path}`, { [idsField]: ids }, { auth: 'admin' });
}

export function useChangeDeletions(change: Change, kind: AccountListKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => changeDeletions(change, kind, ids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...accountsQueryRoot, kind] }),
  });
}
