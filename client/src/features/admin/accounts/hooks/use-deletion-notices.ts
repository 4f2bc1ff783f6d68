import dayjs from 'dayjs';
import type { LiveRoom } from '../../../../lib/live-room.ts';
import type { AdminNotice } from '../../../../lib/room-client.ts';
import { useLiveRoom } from '../../../../lib/socket.ts';
import { readStored, storageKeys } from '../../../../lib/storage.ts';
import { notify } from '../../../../lib/toast.ts';
import { accountsQueryRoot } from '../api/account-kinds.ts';

type DeletionNotice = AdminNotice & {
  accountId: string;
  by: string | null;
  whom?: string;
  byName?: string;
  executeAt: number;
};

const someone = 'una cuenta';

export function deletionNoticeText(notice: DeletionNotice): string | null {
  const by = notice.byName || 'Un administrador';
  const whom = notice.whom || someone;
  switch (notice.type) {
    case 'deletion-requested':
      return `${by} puso en cola la eliminación de ${whom}. Se ejecutará el ${dayjs(notice.executeAt).format('DD/MM/YYYY HH:mm')}.`;
    case 'deletion-revoked':
      return `${by} revocó la eliminación de ${whom}.`;
    case 'deletion-executed':
      return 'Se ejecutó una eliminación de la cola: la cuenta quedó eliminada.';
    default:
      return null;
  }
}

// Every request, revoke and execution reaches the other admins as a toast, and the lists and
// queues follow it (the push is a hint: the queries are fetched again).
const deletionNotices: LiveRoom<'admin'> = {
  room: 'admin',
  onPush: (notice, queryClient) => {
    const text = deletionNoticeText(notice as DeletionNotice);
    if (!text) return;
    void queryClient.invalidateQueries({ queryKey: accountsQueryRoot });
    if ((notice as DeletionNotice).by !== readStored(storageKeys.user)?._id) notify.info(text);
  },
  resync: [accountsQueryRoot],
};

/** While the admin page is open: deletion notices as toasts and in the queue tables. */
export function useDeletionNotices(): void {
  useLiveRoom(deletionNotices);
}
