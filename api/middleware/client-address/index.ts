import { createHmac } from 'node:crypto';
import { type BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../app-env.ts';

export type ClientAddressOptions = {
  /** Peers whose `X-Forwarded-For` is believed (the proxy in front of the app). */
  readonly trustedProxies: BlockList;
  /** Keys the address hash written into event metadata. */
  readonly hashSecret: string;
};

// The forwarding header is anyone's to write: it is read only when the peer is a trusted proxy, and
// then from the right, skipping our own proxies, so a client cannot plant an address in front of
// the one the proxy appended.
export function clientAddress(options: ClientAddressOptions) {
  const trusted = (address: string) => isTrusted(options.trustedProxies, address);
  const hashOf = memoized((address: string) =>
    createHmac('sha256', options.hashSecret).update(address).digest('hex').slice(0, 32),
  );
  return createMiddleware<AppEnv>(async function resolveClientAddress(c, next) {
    let address = peerAddress(c);
    if (trusted(address)) {
      const forwarded = (c.req.header('X-Forwarded-For') ?? '').split(',').map((hop) => plain(hop.trim()));
      for (const hop of forwarded.reverse()) {
        if (isIP(hop) === 0) break;
        address = hop;
        if (!trusted(hop)) break;
      }
    }
    c.set('clientAddress', address);
    c.set('addressHash', hashOf(address));
    await next();
  });
}

// A visitor sends many requests from one address: its keyed hash is worked out once.
function memoized(hash: (address: string) => string, capacity = 10_000) {
  const known = new Map<string, string>();
  return (address: string) => {
    let value = known.get(address);
    if (value === undefined) {
      value = hash(address);
      if (known.size >= capacity) known.delete(known.keys().next().value!);
      known.set(address, value);
    }
    return value;
  };
}

function peerAddress(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return plain(incoming?.socket?.remoteAddress ?? 'unknown');
}

// An IPv4 client reaching a dual-stack socket is seen as ::ffff:a.b.c.d.
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

function isTrusted(list: BlockList, address: string): boolean {
  try {
    return list.check(address, address.includes(':') ? 'ipv6' : 'ipv4');
  } catch {
    return false;
  }
}
