import type { EventStore } from '../../events/store/event-store.ts';
import { seedDemoContest } from './demo-contest.ts';

export type SeedReport = { readonly seeded: boolean; readonly lines: readonly string[] };

/** Fills an empty store with a living demo contest; a store that holds any event is left alone. */
export async function seedDemo(store: EventStore, now = Date.now()): Promise<SeedReport> {
  if ((await store.readAll({ limit: 1 })).length > 0) return { seeded: false, lines: [] };
  const eventId = await seedDemoContest(store, now);
  return { seeded: true, lines: [`demo contest ${eventId}: design and voting open until ${new Date(now + 35 * 86_400_000).toISOString().slice(0, 10)}`] };
}
