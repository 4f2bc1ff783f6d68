import { sql } from 'kysely';
import { migrationLockKey } from '../../events/store/postgres/migration-lock.ts';
import type { AnyDb } from '../db/read-model-db.ts';
import type { Projection } from '../projection.ts';
import { createCheckpointTable } from './checkpoints.ts';

/** Every node makes sure the read-model tables exist before it serves queries. */
export async function createReadModels(db: AnyDb, projections: readonly Projection[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${migrationLockKey})`.execute(trx);
    await createCheckpointTable(trx);
    for (const projection of projections) await projection.createTables(trx);
  });
}
