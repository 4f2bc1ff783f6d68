import { sql } from 'kysely';
import type { EventStore } from '../../events/store/event-store.ts';
import type { AnyDb } from '../../projections/db/read-model-db.ts';
import type { Projection, ProjectionContext } from '../../projections/projection.ts';
import type { RebuildProgress } from '../../projections/runner/shadow-rebuild.ts';
import { rebuildShadow } from '../../projections/runner/shadow-rebuild.ts';

export type TableAsOf = { readonly table: string; readonly rows: unknown[] };

/**
 * A read model as it stood at a time: rebuilt from the events recorded up to then into a schema of
 * its own (the live tables and a running replay are untouched), read, and dropped.
 */
export async function readModelAsOf(
  projection: Projection,
  at: Date,
  deps: ProjectionContext & { store: EventStore; db: AnyDb; onProgress?: (progress: RebuildProgress) => void },
): Promise<TableAsOf[]> {
  const schema = `as_of_${projection.name}_${process.pid}`;
  try {
    await rebuildShadow(projection, { ...deps, until: at, schema });
    const tables: TableAsOf[] = [];
    for (const table of projection.tables) {
      const { rows } = await sql`SELECT * FROM ${sql.id(schema, table)} ORDER BY 1`.execute(deps.db);
      tables.push({ table, rows });
    }
    return tables;
  } finally {
    await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(deps.db);
  }
}
