import type pg from 'pg';

export type Leadership = {
  /** Settles once the first attempt to lead is over, won or not. */
  readonly firstAttempt: Promise<void>;
  isLeader(): boolean;
  release(): Promise<void>;
};

type Callbacks = { onElected(): Promise<void> | void; onDeposed(): Promise<void> | void };

// The session-level advisory lock lives as long as the connection that took it: when the leader's
// process dies, PostgreSQL frees the lock and the next candidate's retry takes over.
export function campaignForLeadership(
  pool: pg.Pool,
  lockKey: number,
  callbacks: Callbacks,
  retryMs = 1000,
): Leadership {
  let client: pg.PoolClient | undefined;
  let leader = false;
  let released = false;
  let timer: NodeJS.Timeout | undefined;

  async function tryToLead(): Promise<void> {
    if (released) return;
    try {
      if (!client) {
        client = await pool.connect();
        client.on('error', () => void depose());
      }
      const result = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [lockKey]);
      if (result.rows[0]?.locked) {
        leader = true;
        await callbacks.onElected();
        return;
      }
    } catch {
      client?.release(true);
      client = undefined;
    }
    schedule();
  }

  async function depose(): Promise<void> {
    client?.release(true);
    client = undefined;
    if (leader) {
      leader = false;
      await callbacks.onDeposed();
    }
    schedule();
  }

  function schedule(): void {
    if (!released) timer = setTimeout(() => void tryToLead(), retryMs);
  }

  const firstAttempt = tryToLead();
  return {
    firstAttempt,
    isLeader: () => leader,
    async release() {
      released = true;
      clearTimeout(timer);
      if (leader) {
        leader = false;
        await callbacks.onDeposed();
        await client?.query('SELECT pg_advisory_unlock($1)', [lockKey]).catch(() => undefined);
      }
      client?.release();
      client = undefined;
    },
  };
}
