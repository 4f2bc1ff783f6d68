import type pg from 'pg';
import { type Listener, listenTo } from '../../events/store/postgres/pg-listener.ts';
import type { AnyDb } from '../../projections/db/read-model-db.ts';
import { sha256 } from '../identity/secrets.ts';
import { resolveSession, type Session } from '../identity/sessions.ts';
import type { Clock } from '../services.ts';

/** Sessions looked up from memory: the database is asked once a minute per session, and told of revocations at once. */
export type SessionMemory = {
  resolve(token: string): Promise<Session | undefined>;
  close(): Promise<void>;
};

const channel = 'sessions_ended';
// Within this time a session is trusted from memory; it also counts as its use (idle limit) once per period.
const trustMs = 60_000;
// A token that opens nothing is remembered briefly, so guessing costs the database little.
const unknownMs = 5_000;
const maxEntries = 200_000;

type Entry = { session: Session | undefined; checkedAt: number };

// A trigger tells every node the moment a session is revoked or deleted, whichever code path
// did it (logout, password reset, deletion): the node forgets it, so it stops working at once.
export async function createSessionEndNotices(pool: pg.Pool): Promise<void> {
  await pool.query(`
    CREATE OR REPLACE FUNCTION notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN PERFORM pg_notify('${channel}', OLD.token_hash); RETURN NULL; END $$;
    CREATE OR REPLACE TRIGGER sessions_revoked AFTER UPDATE OF revoked_at ON sessions
      FOR EACH ROW WHEN (NEW.revoked_at IS NOT NULL AND OLD.revoked_at IS NULL) EXECUTE FUNCTION notify_session_ended();
    CREATE OR REPLACE TRIGGER sessions_deleted AFTER DELETE ON sessions
      FOR EACH ROW EXECUTE FUNCTION notify_session_ended();`);
}

export async function startSessionMemory(services: { pool: pg.Pool; db: AnyDb; clock: Clock }): Promise<SessionMemory> {
  const entries = new Map<string, Entry>();
  // Ended sessions never open again; a lookup that raced with the notice must not remember it as open.
  const ended = new Set<string>();
  const forget = (tokenHash: string) => {
    entries.delete(tokenHash);
    if (ended.size >= maxEntries) ended.delete(ended.values().next().value!);
    ended.add(tokenHash);
  };
  // Until the LISTEN runs (and whenever it is lost) notices may be missed: memory is not trusted then.
  let listening = false;
  const listener: Listener = await listenTo(services.pool, channel, forget, {
    onListening() {
      entries.clear();
      listening = true;
    },
    onLost() {
      listening = false;
      entries.clear();
    },
  });

  function remember(tokenHash: string, entry: Entry): void {
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(tokenHash, entry);
  }

  return {
    async resolve(token) {
      const tokenHash = sha256(token);
      const now = services.clock.now();
      const known = entries.get(tokenHash);
      if (listening && known && now - known.checkedAt < (known.session ? trustMs : unknownMs)) return known.session;
      const session = await resolveSession(services.db, token, now);
      if (listening && !ended.has(tokenHash)) remember(tokenHash, { session, checkedAt: now });
      return session;
    },
    close: () => listener.close(),
  };
}
