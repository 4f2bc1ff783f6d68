import type { EventStore } from '../../events/store/event-store.ts';
import type { AnyDb } from '../db/read-model-db.ts';
import type { Projection, ProjectionContext } from '../projection.ts';
import { ensureCheckpoint, lockCheckpoint, saveCheckpoint } from './checkpoints.ts';

const batchSize = 5000;

/**
 * Applies the events the live tables have not seen yet, for an operator command that reads a read
 * model while no node may be running. Each batch holds the checkpoint row, so a running projector
 * waits, then finds the checkpoint moved and carries on from there. Pushes are dropped: nobody is
 * connected to an operator command.
 */
export async function bringUpToDate(
  projection: Projection,
  deps: ProjectionContext & { store: EventStore; db: AnyDb },
): Promise<number> {
  await ensureCheckpoint(deps.db, projection.name);
  let applied = 0;
  for (;;) {
    const count = await deps.db.transaction().execute(async (trx) => {
      const { position: from } = await lockCheckpoint(trx, projection.name);
      const events = await deps.store.readAll({ from, limit: batchSize });
      if (events.length === 0) return 0;
      await projection.apply(trx, events, { keys: deps.keys });
      await saveCheckpoint(trx, projection.name, events.at(-1)!.logPosition);
      return events.length;
    });
    if (count === 0) return applied;
    applied += count;
  }
}
