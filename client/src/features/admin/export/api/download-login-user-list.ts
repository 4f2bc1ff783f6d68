import { useMutation } from '@tanstack/react-query';
import type { ExportRequest } from '../../../../../../events/schemas/admin.ts';
import { api } from '../../../../lib/api-client.ts';

/** POST /admin/download-login-user-list {startDate, endDate, infoType}: the CSV file. */
function downloadLoginUserList(request: ExportRequest): Promise<Blob> {
  return api.post<Blob>('/admin/download-login-user-list', request, { auth: 'admin' });
}

export function useDownloadLoginUserList() {
  return useMutation({ mutationFn: downloadLoginUserList });
}
