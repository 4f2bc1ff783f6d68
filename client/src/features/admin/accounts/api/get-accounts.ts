import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AccountListKind, AccountListQuery, AccountListRow } from '../../../../../../events/schemas/admin.ts';
import { api } from '../../../../lib/api-client.ts';
import { accountKinds, accountsQueryRoot } from './account-kinds.ts';

type AccountPage = { data: AccountListRow[]; totalCount: number };

/** GET /admin/get-users|get-admins|get-moderators (search, sortBy, sortAt, page, limit). */
export function useAccounts(kind: AccountListKind, query: AccountListQuery) {
  return useQuery({
    queryKey: [...accountsQueryRoot, kind, 'list', query],
    queryFn: ({ signal }) =>
      api.get<AccountPage>(`/admin/get-${accountKinds[kind].path}`, {
        auth: 'admin',
        signal,
        query: { ...query, search: query.search || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}
