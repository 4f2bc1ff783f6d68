import { sql } from 'kysely';
import type { LogPosition } from '../../events/store/log-position.ts';
import { formatLogPosition } from '../../events/store/log-position.ts';
import type { AnyDb, AnyTransaction } from '../db/read-model-db.ts';

export type CheckpointRow = {
  name: string;
  commit_position: string;
  prepare_position: string;
  status: string;
  error: string | null;
};

export async function createCheckpointTable(db: AnyDb | AnyTransaction): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS projection_checkpoints (
    name text PRIMARY KEY,
    commit_position bigint NOT NULL DEFAULT 0,
    prepare_position bigint NOT NULL DEFAULT 0,
    status text NOT NULL DEFAULT 'running',
    error text,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
}

export function positionOf(row: Pick<CheckpointRow, 'commit_position' | 'prepare_position'>): LogPosition {
  return { commit: Number(row.commit_position), prepare: Number(row.prepare_position) };
}

export async function ensureCheckpoint(db: AnyDb | AnyTransaction, name: string): Promise<void> {
  await db
    .insertInto('projection_checkpoints')
    .values({ name })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/** Where a (re)starting projector resumes; it clears a failure left by the previous run. */
export async function loadCheckpoint(db: AnyDb, name: string): Promise<LogPosition> {
  await db
    .insertInto('projection_checkpoints')
    .values({ name })
    .onConflict((oc) => oc.column('name').doUpdateSet({ status: 'running', error: null }))
    .execute();
  const row = await db
    .selectFrom('projection_checkpoints')
    .selectAll()
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return positionOf(row as CheckpointRow);
}

/**
 * Locks the checkpoint row for the rest of the transaction: a rebuild swapping tables waits on it.
 * Also names the transaction, so that readers of the log may be told it never appends, and lets it
 * commit without waiting for its WAL flush: read models and their checkpoint commit together, so a
 * crash loses both alike and the events are applied again from the log.
 */
export async function lockCheckpoint(
  trx: AnyTransaction,
  name: string,
): Promise<{ position: LogPosition; transactionId: string }> {
  const row = await trx
    .selectFrom('projection_checkpoints')
    .select([
      'commit_position',
      'prepare_position',
      sql<string>`pg_current_xact_id()::text`.as('transaction_id'),
      sql<string>`set_config('synchronous_commit', 'off', true)`.as('synchronous_commit'),
    ])
    .where('name', '=', name)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return {
    position: positionOf(row),
    transactionId: row.transaction_id,
  };
}

export async function saveCheckpoint(trx: AnyTransaction, name: string, position: LogPosition): Promise<void> {
  await trx
    .updateTable('projection_checkpoints')
    .set({
      commit_position: position.commit,
      prepare_position: position.prepare,
      status: 'running',
      error: null,
      updated_at: sql`now()`,
    })
    .where('name', '=', name)
    .execute();
  await sql`SELECT pg_notify('projections', ${`${name} ${formatLogPosition(position)}`})`.execute(trx);
}

/** Moves the checkpoint past events the read model has no use for; false if it was not at `from` (a rebuild moved it). */
export async function advanceCheckpoint(db: AnyDb, name: string, from: LogPosition, to: LogPosition): Promise<boolean> {
  const { rows } = await sql<{ name: string }>`WITH moved AS (
      UPDATE projection_checkpoints SET commit_position = ${to.commit}, prepare_position = ${to.prepare},
        updated_at = now()
      WHERE name = ${name} AND commit_position = ${from.commit} AND prepare_position = ${from.prepare}
      RETURNING name)
    SELECT name, pg_notify('projections', ${`${name} ${formatLogPosition(to)}`}) FROM moved`.execute(db);
  return rows.length === 1;
}

export async function markFailed(db: AnyDb, name: string, error: string): Promise<void> {
  await db
    .updateTable('projection_checkpoints')
    .set({ status: 'failed', error, updated_at: sql`now()` })
    .where('name', '=', name)
    .execute();
}

export async function readCheckpoints(db: AnyDb): Promise<CheckpointRow[]> {
  return (await db.selectFrom('projection_checkpoints').selectAll().orderBy('name').execute()) as CheckpointRow[];
}
