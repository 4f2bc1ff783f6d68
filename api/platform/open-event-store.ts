import type pg from 'pg';
import type { EventStore } from '../../events/store/event-store.ts';
import { createEventStoreDbStore } from '../../events/store/eventstoredb/eventstoredb-event-store.ts';
import { createPostgresEventStore } from '../../events/store/postgres/postgres-event-store.ts';
import type { Config } from '../config.ts';

export async function openEventStore(config: Config, pool: pg.Pool): Promise<EventStore> {
  if (config.EVENT_STORE === 'eventstoredb') return createEventStoreDbStore(config.EVENTSTORE_URL!);
  return createPostgresEventStore(pool);
}
