import type { LogPosition } from '../log-position.ts';
import type { Queryable } from './queryable.ts';

export async function countAfter(db: Queryable, from: LogPosition, cap: number): Promise<number> {
  const result = await db.query<{ count: string }>(
    `SELECT count(*) FROM (
       SELECT 1 FROM events WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint) LIMIT $3
     ) pending`,
    [String(from.commit), from.prepare, cap],
  );
  return Number(result.rows[0]!.count);
}
