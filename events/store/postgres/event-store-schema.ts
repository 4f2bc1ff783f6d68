import type { Queryable } from './queryable.ts';

// `streams` holds each stream's head: the row lock on it is what makes an expected-version check
// exact across concurrent transactions. `transaction_id` orders the global log for readers.
export async function createEventStoreSchema(db: Queryable): Promise<void> {
  await db.query(`
    CREATE TABLE IF NOT EXISTS streams (
      stream_id text PRIMARY KEY,
      version integer NOT NULL
    );
    CREATE TABLE IF NOT EXISTS events (
      global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      stream_id text NOT NULL,
      stream_version integer NOT NULL,
      type text NOT NULL,
      data jsonb NOT NULL,
      metadata jsonb NOT NULL DEFAULT '{}',
      command_id text,
      recorded_at timestamptz NOT NULL DEFAULT now(),
      transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
      UNIQUE (stream_id, stream_version)
    );
    CREATE INDEX IF NOT EXISTS events_log_order ON events (transaction_id, global_position);
    CREATE INDEX IF NOT EXISTS events_command ON events (stream_id, command_id) WHERE command_id IS NOT NULL;
  `);
}
