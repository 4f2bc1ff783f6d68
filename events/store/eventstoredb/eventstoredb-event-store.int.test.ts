import { describeEventStoreContract } from '../event-store.contract.ts';
import { createEventStoreDbStore } from './eventstoredb-event-store.ts';

// Runs against a real EventStoreDB/KurrentDB when EVENTSTORE_URL is set (docker-compose starts one);
// without it vitest lists this suite as skipped.
const url = process.env.EVENTSTORE_URL;

describeEventStoreContract(
  'EventStoreDB',
  async () => {
    const store = await createEventStoreDbStore(url!);
    return { store, cleanup: () => store.close() };
  },
  { skip: !url },
);
