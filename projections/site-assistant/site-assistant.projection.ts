import { sql } from 'kysely';
import type { AssistantSettings } from '../../events/schemas/admin.ts';
import type { SiteAssistantEvent } from '../../events/site-assistant/site-assistant.events.ts';
import type { RecordedEvent } from '../../events/store/event-store.ts';
import type { AnyDb, AnyTransaction } from '../db/read-model-db.ts';
import { tablesOf } from '../db/read-model-db.ts';
import type { Projection } from '../projection.ts';

type AssistantTables = { site_assistant: { id: number; name: string; logo_url: string } };

const isAssistantEvent = (event: RecordedEvent) => event.type === 'AssistantConfigured';

export const siteAssistantProjection: Projection = {
  name: 'site_assistant',
  relevant: isAssistantEvent,
  tables: ['site_assistant'],
  async createTables(db) {
    await sql`CREATE TABLE IF NOT EXISTS site_assistant (
      id int PRIMARY KEY CHECK (id = 1), name text NOT NULL, logo_url text NOT NULL)`.execute(db);
  },
  async apply(trx, events) {
    let latest: AssistantSettings | undefined;
    for (const event of events) {
      if (isAssistantEvent(event)) latest = (event as SiteAssistantEvent).data;
    }
    if (!latest) return [];
    const row = { id: 1, name: latest.name, logo_url: latest.logoUrl };
    await tablesOf<AssistantTables>(trx)
      .insertInto('site_assistant')
      .values(row)
      .onConflict((oc) => oc.column('id').doUpdateSet(row))
      .execute();
    const data: AssistantSettings = { name: latest.name, logoUrl: latest.logoUrl };
    return [{ room: 'contest', event: 'contest', payload: { type: 'assistant', data } }];
  },
};

/** The admin's assistant settings, or undefined while the site's defaults apply. */
export async function assistantSettings(db: AnyDb | AnyTransaction): Promise<AssistantSettings | undefined> {
  const row = await tablesOf<AssistantTables>(db).selectFrom('site_assistant').selectAll().executeTakeFirst();
  return row ? { name: row.name, logoUrl: row.logo_url } : undefined;
}
