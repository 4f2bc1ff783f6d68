import type { Queryable } from './queryable.ts';

export type CommitAnnouncer = { announce(transactionId: string): void; flush(): Promise<void> };

// NOTIFY runs here, after the append committed and outside its transaction: PostgreSQL serialises
// the commits of all transactions that notify, so a NOTIFY inside the append would stop concurrent
// appends from sharing a WAL flush. This transaction needs no durability (a lost announcement only
// delays readers until their next poll), so it does not wait for its own flush either. One runs at
// a time; the commits announced meanwhile go out as one, with the highest transaction id.
const announceSql = `SELECT set_config('synchronous_commit', 'off', true), pg_notify('events', $1)`;

export function commitAnnouncer(db: Queryable): CommitAnnouncer {
  let pending: bigint | undefined;
  let sending: Promise<void> | undefined;

  async function send(): Promise<void> {
    while (pending !== undefined) {
      const transactionId = pending;
      pending = undefined;
      // Readers poll as well, so an announcement that fails is only a later wake-up.
      await db.query({ name: 'announce-commit', text: announceSql, values: [String(transactionId)] }).catch(() => {});
    }
    sending = undefined;
  }

  return {
    announce(transactionId) {
      const id = BigInt(transactionId);
      if (pending === undefined || id > pending) pending = id;
      sending ??= send();
    },
    flush: async () => sending,
  };
}
