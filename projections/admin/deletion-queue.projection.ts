import { sql } from 'kysely';
import type { DeletionEvent } from '../../events/deletion/deletion.events.ts';
import { deletionStreamPrefix } from '../../events/deletion/deletion.events.ts';
import type { RecordedEvent } from '../../events/store/event-store.ts';
import { findAccount } from '../accounts/accounts.projection.ts';
import type { AnyDb, AnyTransaction } from '../db/read-model-db.ts';
import { tablesOf } from '../db/read-model-db.ts';
import type { Projection, Push } from '../projection.ts';

type DeletionRow = {
  account_id: string;
  role: string;
  status: 'queued' | 'revoked' | 'executed';
  requested_by: string;
  requested_at: string;
  execute_at: string;
  changed_by: string | null;
  changed_at: string;
};

export type DeletionQueueTables = { deletion_queue: DeletionRow };

const table = (db: AnyDb | AnyTransaction) => tablesOf<DeletionQueueTables>(db);

/** What the `admin` room hears: who asked, for whom, and when it runs (DESIGN §6). */
export type DeletionNotice = {
  type: 'deletion-requested' | 'deletion-revoked' | 'deletion-executed';
  accountId: string;
  role: string;
  by: string | null;
  executeAt: number;
  at: number;
  /** Names for the toast, looked up when pushed (never stored here); none once the person is erased. */
  whom?: string;
  byName?: string;
};

const nameOf = (account: { name: string; email: string } | undefined) =>
  account ? (account.name ? `${account.name} (${account.email})` : account.email) : undefined;

async function withNames(trx: AnyTransaction, notice: DeletionNotice): Promise<DeletionNotice> {
  if (notice.type === 'deletion-executed') return notice;
  const [whom, by] = await Promise.all([
    findAccount(trx, notice.accountId),
    notice.by ? findAccount(trx, notice.by) : undefined,
  ]);
  return { ...notice, whom: nameOf(whom), byName: by?.name || by?.email };
}

async function applyEvent(trx: AnyTransaction, event: DeletionEvent): Promise<DeletionNotice | undefined> {
  const { accountId } = event.data;
  if (event.type === 'DeletionRequested') {
    const row: DeletionRow = {
      account_id: accountId,
      role: event.data.role,
      status: 'queued',
      requested_by: event.data.requestedBy,
      requested_at: String(event.data.at),
      execute_at: String(event.data.executeAt),
      changed_by: null,
      changed_at: String(event.data.at),
    };
    await table(trx)
      .insertInto('deletion_queue')
      .values(row)
      .onConflict((oc) => oc.column('account_id').doUpdateSet(row))
      .execute();
    return {
      type: 'deletion-requested',
      accountId,
      role: row.role,
      by: row.requested_by,
      executeAt: event.data.executeAt,
      at: event.data.at,
    };
  }
  const status = event.type === 'DeletionRevoked' ? 'revoked' : 'executed';
  const changedBy = event.type === 'DeletionRevoked' ? event.data.revokedBy : null;
  const row = await table(trx)
    .updateTable('deletion_queue')
    .set({ status, changed_by: changedBy, changed_at: String(event.data.at) })
    .where('account_id', '=', accountId)
    .returning(['role', 'execute_at'])
    .executeTakeFirst();
  return {
    type: status === 'revoked' ? 'deletion-revoked' : 'deletion-executed',
    accountId,
    role: row?.role ?? 'user',
    by: changedBy,
    executeAt: Number(row?.execute_at ?? event.data.at),
    at: event.data.at,
  };
}

const isDeletionEvent = (event: RecordedEvent) => event.streamId.startsWith(deletionStreamPrefix);

export const deletionQueueProjection: Projection = {
  name: 'deletion_queue',
  relevant: isDeletionEvent,
  tables: ['deletion_queue'],
  async createTables(db) {
    await sql`CREATE TABLE IF NOT EXISTS deletion_queue (
      account_id text PRIMARY KEY,
      role text NOT NULL,
      status text NOT NULL,
      requested_by text NOT NULL,
      requested_at bigint NOT NULL,
      execute_at bigint NOT NULL,
      changed_by text,
      changed_at bigint NOT NULL
    )`.execute(db);
    await sql`CREATE INDEX IF NOT EXISTS deletion_queue_due ON deletion_queue (execute_at) WHERE status = 'queued'`.execute(
      db,
    );
  },
  async apply(trx, events) {
    const pushes: Push[] = [];
    for (const event of events) {
      if (!isDeletionEvent(event)) continue;
      const notice = await applyEvent(trx, event as unknown as DeletionEvent);
      if (notice) pushes.push({ room: 'admin', event: 'admin', payload: await withNames(trx, notice) });
    }
    return pushes;
  },
};

/** Queued deletions whose time has come (the job's sweep). */
export async function dueDeletions(db: AnyDb, now: number): Promise<string[]> {
  const rows = await table(db)
    .selectFrom('deletion_queue')
    .select('account_id')
    .where('status', '=', 'queued')
    .where('execute_at', '<=', String(now))
    .execute();
  return rows.map((row) => row.account_id);
}
