import { sql } from 'kysely';
import type { DesignHistory, FoundDesign, VotesPoint } from '../../events/schemas/admin.ts';
import type { AnyDb } from '../db/read-model-db.ts';
import { tablesOf } from '../db/read-model-db.ts';
import { listStreams } from '../stream-catalog/stream-catalog.projection.ts';
import type { DesignHistoryTables } from './design-history.projection.ts';

const designPrefix = 'design-';
// A design liked by thousands would otherwise send thousands of lines: the chart carries the rest.
export const historyLimit = 1000;

/** Submitted designs whose name contains the search, the most recently active first. */
export async function findDesigns(db: AnyDb, search: string): Promise<{ total: number; designs: FoundDesign[] }> {
  const { streams, total } = await listStreams(db, { category: 'design', label: search, page: 1, pageSize: 20 });
  return {
    total,
    designs: streams.map((stream) => ({
      designId: stream.streamId.slice(designPrefix.length),
      name: stream.label ?? '',
      lastAt: stream.lastAt.toISOString(),
    })),
  };
}

async function votesOverTime(db: AnyDb, designId: string): Promise<VotesPoint[]> {
  const { rows } = await sql<{ hour: Date; net: number }>`
    SELECT date_trunc('hour', recorded_at) AS hour,
      sum(CASE WHEN type = 'VoteCast' THEN 1 ELSE -1 END)::integer AS net
    FROM design_history
    WHERE design_id = ${designId} AND type IN ('VoteCast', 'VoteWithdrawn')
    GROUP BY 1 ORDER BY 1`.execute(db);
  let total = 0;
  return rows.map((row) => {
    total += row.net;
    return { hour: new Date(row.hour).toISOString(), net: row.net, total };
  });
}

/** A design's life in log order, or undefined when no event names it. */
export async function designHistory(db: AnyDb, designId: string): Promise<DesignHistory | undefined> {
  const rows = await tablesOf<DesignHistoryTables>(db)
    .selectFrom('design_history')
    .selectAll()
    .where('design_id', '=', designId)
    .orderBy('global_position')
    .limit(historyLimit + 1)
    .execute();
  if (rows.length === 0) return undefined;
  return {
    designId,
    truncated: rows.length > historyLimit,
    entries: rows.slice(0, historyLimit).map((row) => ({
      globalPosition: Number(row.global_position),
      streamId: row.stream_id,
      streamVersion: row.stream_version,
      type: row.type,
      recordedAt: row.recorded_at.toISOString(),
      actor: row.actor,
      commandId: row.command_id,
      details: row.details,
    })),
    votes: await votesOverTime(db, designId),
  };
}
