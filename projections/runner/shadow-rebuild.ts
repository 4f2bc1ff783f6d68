import { sql } from 'kysely';
import type { EventStore, RecordedEvent } from '../../events/store/event-store.ts';
import type { LogPosition } from '../../events/store/log-position.ts';
import { compareLogPositions, logStart } from '../../events/store/log-position.ts';
import type { AnyDb, AnyTransaction } from '../db/read-model-db.ts';
import type { Projection, ProjectionContext } from '../projection.ts';
import { ensureCheckpoint, lockCheckpoint } from './checkpoints.ts';

export type RebuildProgress = { readonly events: number; readonly elapsedMs: number };

export type Shadow = { readonly schema: string; position: LogPosition; events: number };

const batchSize = 5000;

export const shadowSchemaOf = (projection: Projection) => `shadow_${projection.name}`;

async function inShadow<T>(
  db: AnyDb | AnyTransaction,
  shadow: Shadow,
  work: (trx: AnyTransaction) => Promise<T>,
): Promise<T> {
  const run = async (trx: AnyTransaction) => {
    await sql`SELECT set_config('search_path', ${`${shadow.schema}, public`}, true)`.execute(trx);
    return work(trx);
  };
  return db.isTransaction ? run(db as AnyTransaction) : (db as AnyDb).transaction().execute(run);
}

/** Where a rebuild stops: at a place in the log, or at the last event recorded by a time. */
export type RebuildEnd = LogPosition | Date;

const reaches = (end: RebuildEnd) => (event: RecordedEvent) =>
  end instanceof Date ? event.recordedAt <= end : compareLogPositions(event.logPosition, end) <= 0;

/** Applies the log after `shadow.position` (up to `until`, when given) to the shadow tables. */
async function catchUp(
  projection: Projection,
  shadow: Shadow,
  deps: ProjectionContext & {
    store: EventStore;
    db: AnyDb | AnyTransaction;
    until?: RebuildEnd;
    onProgress?: (progress: RebuildProgress) => void;
  },
): Promise<void> {
  const startedAt = Date.now();
  for (;;) {
    let events: RecordedEvent[] = await deps.store.readAll({ from: shadow.position, limit: batchSize });
    if (deps.until) events = events.filter(reaches(deps.until));
    if (events.length === 0) return;
    await inShadow(deps.db, shadow, (trx) => projection.apply(trx, events, { keys: deps.keys }));
    shadow.position = events.at(-1)!.logPosition;
    shadow.events += events.length;
    deps.onProgress?.({ events: shadow.events, elapsedMs: Date.now() - startedAt });
  }
}

/** Builds the projection from the first event into fresh tables in its own schema, beside the live ones. */
export async function rebuildShadow(
  projection: Projection,
  deps: ProjectionContext & {
    store: EventStore;
    db: AnyDb;
    until?: RebuildEnd;
    schema?: string;
    onProgress?: (progress: RebuildProgress) => void;
  },
): Promise<Shadow> {
  const shadow: Shadow = { schema: deps.schema ?? shadowSchemaOf(projection), position: logStart, events: 0 };
  await sql`DROP SCHEMA IF EXISTS ${sql.id(shadow.schema)} CASCADE`.execute(deps.db);
  await sql`CREATE SCHEMA ${sql.id(shadow.schema)}`.execute(deps.db);
  await inShadow(deps.db, shadow, (trx) => projection.createTables(trx));
  await catchUp(projection, shadow, deps);
  return shadow;
}

// Holding the checkpoint row pauses the live projector (on any node) between two batches; the
// shadow takes the last events under that lock, then replaces the live tables in one commit.
export async function swapIn(
  projection: Projection,
  shadow: Shadow,
  deps: ProjectionContext & { store: EventStore; db: AnyDb },
): Promise<void> {
  await ensureCheckpoint(deps.db, projection.name);
  await deps.db.transaction().execute(async (trx) => {
    await lockCheckpoint(trx, projection.name);
    await catchUp(projection, shadow, { ...deps, db: trx });
    for (const table of projection.tables) {
      await sql`DROP TABLE IF EXISTS public.${sql.id(table)}`.execute(trx);
      await sql`ALTER TABLE ${sql.id(shadow.schema, table)} SET SCHEMA public`.execute(trx);
    }
    await sql`DROP SCHEMA ${sql.id(shadow.schema)} CASCADE`.execute(trx);
    await sql`UPDATE public.projection_checkpoints
      SET commit_position = ${shadow.position.commit}, prepare_position = ${shadow.position.prepare},
          status = 'running', error = NULL, updated_at = now()
      WHERE name = ${projection.name}`.execute(trx);
  });
}

export type TableDiff = { readonly table: string; readonly onlyLive: unknown[]; readonly onlyRebuilt: unknown[] };

/** Rebuilds up to the live checkpoint while the live projector is held, and compares every table. */
export async function verifyProjection(
  projection: Projection,
  deps: ProjectionContext & { store: EventStore; db: AnyDb },
): Promise<TableDiff[]> {
  let shadow: Shadow | undefined;
  await ensureCheckpoint(deps.db, projection.name);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const { position: live } = await lockCheckpoint(trx, projection.name);
      shadow = await rebuildShadow(projection, { ...deps, until: live });
      const diffs: TableDiff[] = [];
      for (const table of projection.tables) {
        const [liveTable, rebuilt] = [sql.id('public', table), sql.id(shadow.schema, table)];
        const onlyLive = (
          await sql`SELECT * FROM ${liveTable} EXCEPT ALL SELECT * FROM ${rebuilt} LIMIT 5`.execute(trx)
        ).rows;
        const onlyRebuilt = (
          await sql`SELECT * FROM ${rebuilt} EXCEPT ALL SELECT * FROM ${liveTable} LIMIT 5`.execute(trx)
        ).rows;
        if (onlyLive.length > 0 || onlyRebuilt.length > 0) diffs.push({ table, onlyLive, onlyRebuilt });
      }
      return diffs;
    });
  } finally {
    if (shadow) await sql`DROP SCHEMA IF EXISTS ${sql.id(shadow.schema)} CASCADE`.execute(deps.db);
  }
}
