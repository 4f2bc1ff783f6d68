import { createHash, createHmac } from 'node:crypto';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../app-env.ts';
import { trustedProxyList } from '../../config.ts';
import { clientAddress } from './index.ts';

function appBehind(trusted: string[]) {
  return new Hono<AppEnv>()
    .use(clientAddress({ trustedProxies: trustedProxyList(trusted), hashSecret: 'secreto' }))
    .get('/', (c) => c.json({ address: c.get('clientAddress'), hash: c.get('addressHash') }));
}

async function seenAs(app: Hono<AppEnv>, peer: string, forwardedFor?: string) {
  const headers: Record<string, string> = forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {};
  const response = await app.request('/', { headers }, { incoming: { socket: { remoteAddress: peer } } });
  return (await response.json()) as { address: string; hash: string };
}

describe('client address', () => {
  const app = appBehind(['10.0.0.2', '172.18.0.0/16']);

  it('believes X-Forwarded-For from a trusted proxy', async () => {
    expect((await seenAs(app, '10.0.0.2', '198.51.100.7')).address).toBe('198.51.100.7');
    expect((await seenAs(app, '::ffff:172.18.3.4', '198.51.100.8')).address).toBe('198.51.100.8');
  });

  it('ignores X-Forwarded-For from any other peer', async () => {
    expect((await seenAs(app, '203.0.113.9', '198.51.100.7')).address).toBe('203.0.113.9');
  });

  it('takes the hop the trusted proxy appended, not one the client planted before it', async () => {
    expect((await seenAs(app, '10.0.0.2', '1.2.3.4, 198.51.100.7')).address).toBe('198.51.100.7');
    expect((await seenAs(app, '10.0.0.2', '198.51.100.7, 172.18.0.9')).address).toBe('198.51.100.7');
    expect((await seenAs(app, '10.0.0.2', 'basura')).address).toBe('10.0.0.2');
  });

  it('keys the address hash with the secret', async () => {
    const { hash } = await seenAs(app, '203.0.113.9');
    const other = appBehind([]);
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect((await seenAs(other, '203.0.113.9')).hash).toBe(hash);
    expect(hash).toBe(createHmac('sha256', 'secreto').update('203.0.113.9').digest('hex').slice(0, 32));
    expect(hash).not.toBe(createHash('sha256').update('ip:203.0.113.9').digest('hex').slice(0, 32));
  });
});
