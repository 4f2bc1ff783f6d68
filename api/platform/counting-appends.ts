import type { EventStore } from '../../events/store/event-store.ts';
import type { Metrics } from './metrics.ts';

export function countingAppends(store: EventStore, metrics: Metrics): EventStore {
  return {
    ...store,
    async append(streamId, events, options) {
      const result = await store.append(streamId, events, options);
      if (!result.duplicate) metrics.eventsAppended.inc(result.events.length);
      return result;
    },
  };
}
