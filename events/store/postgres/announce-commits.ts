import type { Queryable } from './queryable.ts';

export type CommitAnnouncer = { announce(transactionId: string): void; flush(): Promise<void> };

// NOTIFY runs here, after the append committed and outside its transaction: PostgreSQL serialises
// the commits of all transactions that notify, so a NOTIFY inside the append would stop concurrent
// appends from sharing a WAL flush. A transaction that only notifies writes no WAL of its own and so
// waits for no flush. Still, each costs a round trip and a transaction, as much CPU as a small
// batch: so a lone commit is announced at once, and the commits that follow within `pauseMs` go
// out as one, with the highest transaction id. Readers of this process do not wait for it (they
// are woken by the writer); readers elsewhere hear of a commit at most `pauseMs` later.
const announceSql = `SELECT pg_notify('events', $1)`;
const pauseMs = 5;

export function commitAnnouncer(db: Queryable): CommitAnnouncer {
  let pending: bigint | undefined;
  let sending: Promise<void> | undefined;

  async function send(): Promise<void> {
    while (pending !== undefined) {
      const transactionId = pending;
      pending = undefined;
      // Readers poll as well, so an announcement that fails is only a later wake-up.
      await db.query({ name: 'announce-commit', text: announceSql, values: [String(transactionId)] }).catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
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
