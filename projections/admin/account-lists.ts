import { sql } from 'kysely';
import type { AccountListQuery, AccountListRow, QueuedDeletionRow } from '../../events/schemas/admin.ts';
import type { AnyDb } from '../db/read-model-db.ts';

// The back office's lists read two read models at query time: the accounts (who) and the deletion
// queue (who is on the way out). An account queued or erased leaves its list for the queue beneath.

type Row = {
  account_id: string;
  first_name: string;
  last_name: string;
  email: string;
  mobile_number: string;
  distributor: string | null;
  dealer_state: string | null;
  created_at: string;
  last_login_at: string | null;
  is_verified: boolean;
  onboarded: boolean;
};

const sortColumns = {
  createdAt: sql.ref('a.created_at'),
  name: sql`lower(a.first_name || ' ' || a.last_name)`,
  email: sql`lower(a.email)`,
  lastLoginAt: sql.ref('a.last_login_at'),
} as const;

const notLeaving = sql`NOT EXISTS (SELECT 1 FROM deletion_queue d
  WHERE d.account_id = a.account_id AND d.status IN ('queued', 'executed'))`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function listAccounts(
  db: AnyDb,
  role: 'user' | 'admin' | 'moderator',
  query: AccountListQuery,
): Promise<{ data: AccountListRow[]; totalCount: number }> {
  const pattern = query.search ? `%${escapeLike(query.search)}%` : null;
  const matches = pattern
    ? sql`(a.first_name || ' ' || a.last_name) ILIKE ${pattern} OR a.email ILIKE ${pattern}`
    : sql`true`;
  const where = sql`a.role = ${role} AND ${notLeaving} AND (${matches})`;
  const direction = query.sortAt === 'asc' ? sql`ASC` : sql`DESC`;
  const [rows, total] = await Promise.all([
    sql<Row>`SELECT a.* FROM accounts a WHERE ${where}
      ORDER BY ${sortColumns[query.sortBy]} ${direction} NULLS LAST, a.account_id
      LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`.execute(db),
    sql<{ count: string }>`SELECT count(*) FROM accounts a WHERE ${where}`.execute(db),
  ]);
  return { data: rows.rows.map(toRow), totalCount: Number(total.rows[0]?.count ?? 0) };
}

function toRow(row: Row): AccountListRow {
  return {
    _id: row.account_id,
    name: [row.first_name, row.last_name].filter(Boolean).join(' '),
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    mobileNumber: row.mobile_number,
    distributor: row.distributor,
    state: row.dealer_state,
    createdAt: Number(row.created_at),
    lastLoginAt: row.last_login_at === null ? null : Number(row.last_login_at),
    isVerified: row.is_verified,
    onBoarded: row.onboarded,
  };
}

/** The accounts of a role waiting in the deletion queue, the soonest first. */
export async function queuedDeletions(db: AnyDb, role: 'user' | 'admin' | 'moderator'): Promise<QueuedDeletionRow[]> {
  const rows = await sql<{
    account_id: string;
    role: string;
    first_name: string | null;
    last_name: string | null;
    email: string | null;
    requested_by: string;
    requester_name: string | null;
    requester_email: string | null;
    requested_at: string;
    execute_at: string;
  }>`SELECT d.account_id, d.role, a.first_name, a.last_name, a.email, d.requested_by,
      r.first_name AS requester_name, r.email AS requester_email, d.requested_at, d.execute_at
    FROM deletion_queue d
    LEFT JOIN accounts a ON a.account_id = d.account_id
    LEFT JOIN accounts r ON r.account_id = d.requested_by
    WHERE d.status = 'queued' AND d.role = ${role}
    ORDER BY d.execute_at, d.account_id`.execute(db);
  return rows.rows.map((row) => ({
    _id: row.account_id,
    name: [row.first_name, row.last_name].filter(Boolean).join(' '),
    email: row.email ?? '',
    role: row.role,
    requestedBy: { _id: row.requested_by, name: row.requester_name || row.requester_email || '' },
    requestedAt: Number(row.requested_at),
    executeAt: Number(row.execute_at),
  }));
}

/** Admins who can still act: onboarded or not, neither queued for deletion nor erased. */
export async function remainingAdmins(db: AnyDb): Promise<string[]> {
  const rows = await sql<{ account_id: string }>`SELECT a.account_id FROM accounts a
    WHERE a.role = 'admin' AND ${notLeaving}`.execute(db);
  return rows.rows.map((row) => row.account_id);
}
