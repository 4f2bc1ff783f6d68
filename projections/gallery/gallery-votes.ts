import { sql } from 'kysely';
import type { RecordedEvent } from '../../events/store/event-store.ts';
import type { VoteEvent } from '../../events/vote/vote.events.ts';
import type { AnyTransaction } from '../db/read-model-db.ts';
import { galleryTables } from './gallery-tables.ts';

const pairKey = (designId: string, voterId: string) => `${designId} ${voterId}`;

/**
 * A design's likes are its active (voter, design) pairs: a cast adds the pair, a withdrawal removes
 * it, and a repeat of either changes nothing, so the count is exact whatever the log holds. A batch
 * of votes costs four statements: read the pairs it touches, then write the differences.
 */
export async function applyVotes(trx: AnyTransaction, votes: readonly (RecordedEvent & VoteEvent)[]): Promise<void> {
  const touched = new Map<string, { designId: string; voterId: string }>();
  for (const { data } of votes) touched.set(pairKey(data.designId, data.voterId), data);
  const pairs = [...touched.values()];
  const existing = await galleryTables(trx)
    .selectFrom('gallery_votes')
    .select(['design_id', 'voter_id'])
    .where(
      sql<boolean>`(design_id, voter_id) IN (SELECT * FROM unnest(${pairs.map((p) => p.designId)}::text[], ${pairs.map((p) => p.voterId)}::text[]))`,
    )
    .execute();
  const before = new Set(existing.map((row) => pairKey(row.design_id, row.voter_id)));
  const after = new Set(before);
  for (const { type, data } of votes) {
    if (type === 'VoteCast') after.add(pairKey(data.designId, data.voterId));
    else after.delete(pairKey(data.designId, data.voterId));
  }

  const added = pairs.filter(
    (p) => after.has(pairKey(p.designId, p.voterId)) && !before.has(pairKey(p.designId, p.voterId)),
  );
  const removed = pairs.filter(
    (p) => before.has(pairKey(p.designId, p.voterId)) && !after.has(pairKey(p.designId, p.voterId)),
  );
  const delta = new Map<string, number>();
  for (const p of added) delta.set(p.designId, (delta.get(p.designId) ?? 0) + 1);
  for (const p of removed) delta.set(p.designId, (delta.get(p.designId) ?? 0) - 1);

  if (added.length > 0) {
    await galleryTables(trx)
      .insertInto('gallery_votes')
      .values(added.map((p) => ({ design_id: p.designId, voter_id: p.voterId })))
      .execute();
  }
  if (removed.length > 0) {
    await sql`DELETE FROM gallery_votes WHERE (design_id, voter_id) IN
      (SELECT * FROM unnest(${removed.map((p) => p.designId)}::text[], ${removed.map((p) => p.voterId)}::text[]))`.execute(
      trx,
    );
  }
  const changed = [...delta].filter(([, change]) => change !== 0);
  if (changed.length > 0) {
    await sql`UPDATE gallery_designs SET total_votes = total_votes + change.amount
      FROM unnest(${changed.map(([id]) => id)}::text[], ${changed.map(([, amount]) => amount)}::int[]) AS change(design_id, amount)
      WHERE gallery_designs.design_id = change.design_id`.execute(trx);
  }
}
