import type { PersonalDataOpener } from '../events/personal-data/personal-data-keys.ts';
import type { RecordedEvent } from '../events/store/event-store.ts';
import type { AnyDb, AnyTransaction } from './db/read-model-db.ts';

/** A change worth telling connected clients about, sent to one Socket.IO room after commit. */
export type Push = { readonly room: string; readonly event: string; readonly payload: unknown };

/** The room of one design's live counts (DESIGN §6), fed by the gallery (shares) and the leaderboard (likes). */
export const designRoom = (designId: string) => `design:${designId}`;

export type Publisher = { publish(push: Push): void };

// Read-model tables are created and written unqualified: the runner points `search_path` at a
// shadow schema when it rebuilds, so the same code fills the live tables and their replacements.
// Rows derive from the events and the personal-data keys alone (no now(), no random ids), so a
// rebuild equals the original; the keys are the one outside input, and a destroyed key turns that
// person into `[eliminado]` in every later rebuild while counts stay as they were.
export type ProjectionContext = { readonly keys: PersonalDataOpener };

export type Projection = {
  readonly name: string;
  readonly tables: readonly string[];
  createTables(db: AnyDb | AnyTransaction): Promise<void>;
  /** The events it takes, when it takes few: a batch with none of them costs no transaction. */
  readonly relevant?: (event: RecordedEvent) => boolean;
  apply(
    trx: AnyTransaction,
    events: readonly RecordedEvent[],
    context: ProjectionContext,
  ): Promise<readonly Push[] | undefined>;
};
