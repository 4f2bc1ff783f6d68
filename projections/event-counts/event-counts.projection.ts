import { sql } from 'kysely';
import type { AnyDb, AnyTransaction } from '../db/read-model-db.ts';
import { tablesOf } from '../db/read-model-db.ts';
import type { Projection } from '../projection.ts';

type EventCountTables = { event_counts: { type: string; count: string } };

// How many events of each type the log holds: the operator's quickest look at the event history,
// and the live figures pushed to admins as they change.
export const eventCountsProjection: Projection = {
  name: 'event_counts',
  tables: ['event_counts'],
  async createTables(db) {
    await sql`CREATE TABLE IF NOT EXISTS event_counts (type text PRIMARY KEY, count bigint NOT NULL)`.execute(db);
  },
  async apply(trx, events) {
    const counts = new Map<string, number>();
    for (const event of events) counts.set(event.type, (counts.get(event.type) ?? 0) + 1);
    const totals = await tablesOf<EventCountTables>(trx)
      .insertInto('event_counts')
      .values([...counts].map(([type, count]) => ({ type, count: String(count) })))
      .onConflict((oc) => oc.column('type').doUpdateSet({ count: sql`event_counts.count + excluded.count` }))
      .returning(['type', 'count'])
      .execute();
    const eventCounts = Object.fromEntries(totals.map((row) => [row.type, Number(row.count)]));
    return [{ room: 'admin', event: 'admin', payload: { type: 'stats', eventCounts } }];
  },
};

export async function eventCounts(db: AnyDb | AnyTransaction): Promise<Record<string, number>> {
  const rows = await tablesOf<EventCountTables>(db).selectFrom('event_counts').selectAll().orderBy('type').execute();
  return Object.fromEntries(rows.map((row) => [row.type, Number(row.count)]));
}
