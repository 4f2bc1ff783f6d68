import type { RecordedEvent } from '../event-store.ts';
import type { LogPosition } from '../log-position.ts';
import { logStart } from '../log-position.ts';
import type { EventRow } from './event-row.ts';
import { eventColumns, toRecordedEvent } from './event-row.ts';
import type { Queryable } from './queryable.ts';

// Only transactions older than the oldest one still running are final: no event can still commit
// among them. Reading in (transaction, position) order below that mark never skips a late commit.
// Transactions known never to append (`exempt`: projectors writing read models) do not hold it back.
const readAllSql = `
SELECT ${eventColumns} FROM events
WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
  AND transaction_id < (
    SELECT coalesce((SELECT min(x) FROM pg_snapshot_xip(s) AS x WHERE x <> ALL ($4::xid8[])), pg_snapshot_xmax(s))
    FROM pg_current_snapshot() AS s)
ORDER BY events.transaction_id, events.global_position
LIMIT $3`;

export async function readAll(
  db: Queryable,
  from: LogPosition = logStart,
  limit = 1000,
  exempt: readonly string[] = [],
): Promise<RecordedEvent[]> {
  const result = await db.query<EventRow>({
    name: 'read-all',
    text: readAllSql,
    values: [String(from.commit), from.prepare, limit, exempt],
  });
  return result.rows.map(toRecordedEvent);
}
