import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import type pg from 'pg';

// The runner hands every projection the same untyped handle; each module narrows it to its own
// table types (see `tablesOf`), so no module sees another's tables.
// biome-ignore lint/suspicious/noExplicitAny: the runner's handle is untyped on purpose (see above)
export type AnyDb = Kysely<any>;
// biome-ignore lint/suspicious/noExplicitAny: as above
export type AnyTransaction = Transaction<any>;

export function createReadModelDb(pool: pg.Pool): AnyDb {
  return new Kysely({ dialect: new PostgresDialect({ pool }) });
}

export function tablesOf<Tables>(db: AnyDb | AnyTransaction): Kysely<Tables> {
  return db as Kysely<Tables>;
}
