import type { DomainEvent } from '../../events/command/decider.ts';
import { type LogPosition, logStart } from '../../events/store/log-position.ts';
import type { Projection } from '../../projections/projection.ts';
import type { TestStore } from './test-database.ts';

/** Appends events to the real store and runs one projection over them, as its projector would. */
export function givenEvents(test: TestStore, projection: Projection) {
  let position: LogPosition = logStart;
  return async function given(streamId: string, events: readonly DomainEvent[]): Promise<void> {
    const { version } = await test.store.readStream(streamId);
    await test.store.append(streamId, events, { expectedVersion: version });
    const recorded = await test.store.readAll({ from: position });
    await test.db.transaction().execute((trx) => projection.apply(trx, recorded, { keys: test.keys }));
    position = recorded.at(-1)!.logPosition;
  };
}
