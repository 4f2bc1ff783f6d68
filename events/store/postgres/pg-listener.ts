import type pg from 'pg';

export type Listener = { close(): Promise<void> };

/** Told when the LISTEN starts and when it is lost: notifications sent in between are missed. */
export type ListenerStatus = { onListening?(): void; onLost?(): void };

// A LISTEN on its own connection that comes back after the connection drops.
export async function listenTo(
  pool: pg.Pool,
  channel: string,
  onMessage: (payload: string) => void,
  status: ListenerStatus = {},
): Promise<Listener> {
  let client: pg.PoolClient | undefined;
  let closed = false;

  async function connect(): Promise<void> {
    if (closed) return;
    try {
      client = await pool.connect();
      client.on('notification', (message) => onMessage(message.payload ?? ''));
      client.on('error', reconnectLater);
      await client.query(`LISTEN ${channel}`);
      status.onListening?.();
    } catch {
      reconnectLater();
    }
  }

  function reconnectLater(): void {
    status.onLost?.();
    client?.release(true);
    client = undefined;
    if (!closed) setTimeout(() => void connect(), 1000).unref();
  }

  await connect();
  return {
    async close() {
      closed = true;
      client?.release(true);
      client = undefined;
    },
  };
}
